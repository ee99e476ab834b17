import { signingMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { RequestContext } from '../../../infra/request-context';
import type { Schema } from '../../../http/bff-types';
import { sha256, type EvidenceEntry, type EvidenceLog, type EvidenceRecord } from './evidence-log';
import type { LegacyPreviewList, SigningLegacy } from './signing.legacy';

/** What a signature event's settlements say of it: confirmed or failed by its latest one, pending without any. */
export type SignatureState = Schema<'EvidenceRecord'>['state'];

/** The core never answered (a timeout, a lost connection): it may hold the signature or not; settled later. */
const UNANSWERED = new Set(['CORE_TIMEOUT', 'NO_RESPONSE']);

/** The state of each signature event, by id, from the settlements that name it (the latest one counts). */
export function signatureStates(records: EvidenceRecord[]): Map<string, SignatureState> {
  const states = new Map<string, SignatureState>();
  for (const r of records) {
    if (r.kind === 'signature') states.set(r.id, 'pending');
    else if ((r.kind === 'confirmed' || r.kind === 'failed') && states.has(r.ref)) states.set(r.ref, r.kind);
  }
  return states;
}

/**
 * Evidence first (issue 22 item 2): a signature is recorded as intended before the core is asked, then settled by
 * what the core answered: confirmed when it stored it, failed when it refused; unanswered, it stays pending until a
 * read of the case settles it against the core's signing data (`reconcile`). When a document's last block is signed,
 * the document the core now renders is hashed into a document-completed event.
 */
export function signatureEvidence(
  evidence: EvidenceLog,
  legacy: Pick<SigningLegacy, 'previewList' | 'previewPdf'>,
  options: { clock: () => Date; settleAfterMs: number },
) {
  const settlement = (
    { id, chainHash: _chainHash, ...intent }: EvidenceRecord,
    kind: 'confirmed' | 'failed',
    label: string,
  ): EvidenceEntry => ({
    ...intent,
    kind,
    ref: id,
    at: options.clock().toISOString(),
    label,
  });

  /** Appends the document-completed event of every document whose blocks are all signed and that has none yet. */
  async function completeDocuments(
    ctx: RequestContext,
    transCode: string,
    list: LegacyPreviewList,
    records: EvidenceRecord[],
  ): Promise<void> {
    const done = new Set(records.filter((r) => r.kind === 'document-completed').map((r) => r.docFid));
    const states = signatureStates(records);
    const ours = new Set(records.filter((r) => states.get(r.id) === 'confirmed').map((r) => r.docFid));
    const layouts = list.signRelaData.flatMap((column) => column.layouts);
    // Each document as the core renders it for its last signer in the core's order (the later one wins).
    const docs = new Map(layouts.map((l) => [l.docFid, l]));
    for (const [docFid, layout] of docs) {
      if (done.has(docFid) || !ours.has(docFid)) continue;
      if (layouts.some((l) => l.docFid === docFid && !list.polsS01[l.recCode])) continue;
      try {
        const bytes = await legacy.previewPdf(ctx.legacy(), transCode, docFid, layout.singRefCusCode);
        await evidence.append(transCode, {
          kind: 'document-completed',
          ref: '',
          at: options.clock().toISOString(),
          recCode: '',
          docCode: layout.docCode,
          docFid,
          signCode: '',
          cusCode: '',
          signerName: '',
          label: layout.docName,
          userCode: '',
          clientIp: ctx.clientIp,
          userAgent: '',
          imageSha256: '',
          pdfSha256: sha256(bytes),
        });
      } catch (err) {
        // The next read of the case tries again.
        ctx.log.warn(
          { reqId: ctx.requestId, transCode, docFid, err: (err as Error).message },
          'signed document not hashed yet',
        );
      }
    }
  }

  return {
    /**
     * The blocks the core holds a signature for without a confirmed evidence event of that very image (issue 22:
     * every signature in the core has its confirmed row): a signature stored past the portal, or evidence removed.
     */
    unrecorded(list: LegacyPreviewList, records: EvidenceRecord[]): string[] {
      const states = signatureStates(records);
      const confirmed = new Set(
        records
          .filter((r) => r.kind === 'signature' && states.get(r.id) === 'confirmed')
          .map((r) => `${r.recCode}:${r.imageSha256}`),
      );
      return Object.entries(list.polsS01)
        .filter(([, image]) => image)
        .filter(([recCode, image]) => !confirmed.has(`${recCode}:${sha256(Buffer.from(image, 'base64'))}`))
        .map(([recCode]) => recCode)
        .sort();
    },

    /**
     * Records the signature as intended; nothing reaches the core before this row is written (a store that cannot
     * write it: 503 EVIDENCE_UNAVAILABLE, and the signature is not sent).
     */
    async intend(
      ctx: RequestContext,
      transCode: string,
      entry: Omit<EvidenceEntry, 'kind' | 'ref'>,
    ): Promise<EvidenceRecord> {
      try {
        return await evidence.append(transCode, { ...entry, kind: 'signature', ref: '' });
      } catch (err) {
        ctx.log.error(
          { reqId: ctx.requestId, transCode, err: (err as Error).message },
          'evidence not written',
        );
        throw new AppError(503, 'EVIDENCE_UNAVAILABLE', signingMessages.EVIDENCE_UNAVAILABLE);
      }
    },

    /** Settles the intent by the core's answer: `error` is what the core call threw (none: stored). */
    async settle(transCode: string, intent: EvidenceRecord, error?: unknown): Promise<void> {
      if (error === undefined) {
        await evidence.append(transCode, settlement(intent, 'confirmed', intent.label));
        return;
      }
      if (error instanceof AppError && UNANSWERED.has(error.code)) return;
      const why = error instanceof AppError ? error.code : 'ERROR';
      await evidence.append(transCode, settlement(intent, 'failed', `${intent.label}（${why}）`));
    },

    /**
     * Settles what is still open against the core's signing data: a pending signature whose image the core holds is
     * confirmed; one without it, past the longest a core call may take, failed. (A failed one stays failed: the core
     * answered; a later signature of the same block is a record of its own.) Then the documents completed meanwhile
     * are hashed.
     */
    async reconcile(ctx: RequestContext, transCode: string, list: LegacyPreviewList): Promise<void> {
      const records = await evidence.list(transCode);
      const states = signatureStates(records);
      const now = options.clock().getTime();
      for (const intent of records) {
        const state = states.get(intent.id);
        if (intent.kind !== 'signature' || state !== 'pending') continue;
        const image = list.polsS01[intent.recCode];
        const held = Boolean(image) && sha256(Buffer.from(image ?? '', 'base64')) === intent.imageSha256;
        if (held) await evidence.append(transCode, settlement(intent, 'confirmed', intent.label));
        else if (now - Date.parse(intent.at) > options.settleAfterMs)
          await evidence.append(transCode, settlement(intent, 'failed', `${intent.label}（NOT_IN_CORE）`));
      }
      await completeDocuments(ctx, transCode, list, await evidence.list(transCode));
    },
  };
}

export type SignatureEvidence = ReturnType<typeof signatureEvidence>;
