import { signingMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { RequestContext } from '../../../infra/request-context';
import type { Schema } from '../../../http/bff-types';
import {
  EvidenceConflict,
  recordsAfter,
  sha256,
  type EvidenceEntry,
  type EvidenceLog,
  type EvidenceRecord,
} from './evidence-log';
import type { LegacyPreviewList, SigningLegacy } from './signing.legacy';

/**
 * What a signature event's settlements say of it: confirmed or failed by its latest one, pending without any;
 * voided once a void names it, whatever comes after.
 */
export type SignatureState = Schema<'EvidenceRecord'>['state'];
type LiveState = 'pending' | 'confirmed';

/** The core never answered (a timeout, a lost connection): it may hold the signature or not; settled later. */
const UNANSWERED = new Set(['CORE_TIMEOUT', 'NO_RESPONSE']);

/** The state of each signature event, by id, from the settlements that name it (the latest one counts). */
export function signatureStates(records: EvidenceRecord[]): Map<string, SignatureState> {
  const states = new Map<string, SignatureState>();
  for (const r of records) {
    if (r.kind === 'signature') states.set(r.id, 'pending');
    else if (r.kind === 'void' && states.has(r.ref)) states.set(r.ref, 'voided');
    else if (
      (r.kind === 'confirmed' || r.kind === 'failed') &&
      states.has(r.ref) &&
      states.get(r.ref) !== 'voided'
    )
      states.set(r.ref, r.kind);
  }
  return states;
}

/** The evidence as the API and the auditor's page show it: every record with its signature's state. */
export function evidenceView(
  transCode: string,
  records: EvidenceRecord[],
  check: { chainValid: boolean; unrecorded: string[]; coreRead: boolean; verifiedAt: string },
): Schema<'SignatureEvidence'> {
  const states = signatureStates(records);
  return {
    transCode,
    ...check,
    records: records.map(({ chainVersion: _version, keyId: _key, ...r }) => ({
      ...r,
      state: states.get(r.id) ?? null,
    })),
  };
}

const isLive = (state: SignatureState | undefined): state is LiveState =>
  state === 'pending' || state === 'confirmed';

/**
 * The block's live signature (issue 40): a signature event of it confirmed or still pending that no void cancels.
 * A failed one does not count: the block may be signed again.
 */
export function liveSignatureOf(records: EvidenceRecord[], recCode: string): EvidenceRecord | undefined {
  const states = signatureStates(records);
  return records.find((r) => r.kind === 'signature' && r.recCode === recCode && isLive(states.get(r.id)));
}

/** The images of the block's voided signatures (the core keeps one until the block is signed again). */
const voidedImages = (records: EvidenceRecord[], recCode: string) =>
  new Set(records.filter((r) => r.kind === 'void' && r.recCode === recCode).map((r) => r.imageSha256));

/**
 * The core's signing data without the images of voided signatures: those blocks read as unsigned until signed once
 * more (issue 40).
 */
export function withoutVoided(list: LegacyPreviewList, records: EvidenceRecord[]): LegacyPreviewList {
  if (!records.some((r) => r.kind === 'void')) return list;
  const polsS01 = Object.fromEntries(
    Object.entries(list.polsS01).filter(
      ([recCode, image]) =>
        !image || !voidedImages(records, recCode).has(sha256(Buffer.from(image, 'base64'))),
    ),
  );
  return { ...list, polsS01 };
}

/**
 * Whether a document's completion is already on record for its present signed state: a document-completed event of
 * it after the last confirmation or void of a signature on it.
 */
function completionRecorded(records: EvidenceRecord[], docFid: string): boolean {
  let recorded = false;
  for (const r of records) {
    if (r.docFid !== docFid) continue;
    if (r.kind === 'document-completed') recorded = true;
    else if (r.kind === 'confirmed' || r.kind === 'void') recorded = false;
  }
  return recorded;
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
    { id, chainHash: _chainHash, seq: _seq, recordedAt: _at, chainVersion: _v, ...intent }: EvidenceRecord,
    kind: 'confirmed' | 'failed',
    label: string,
  ): EvidenceEntry => ({
    ...intent,
    kind,
    ref: id,
    at: options.clock().toISOString(),
    label,
  });

  /**
   * Appends the intent's settlement unless one is on record already (the request's own or a read's, at once).
   * `known`: the case's records as last read (EvidenceLog.appendIf); returns them with the settlement when that went
   * right after them, else null.
   */
  async function settleOnce(
    transCode: string,
    intent: EvidenceRecord,
    kind: 'confirmed' | 'failed',
    label: string,
    known: EvidenceRecord[] | null,
  ): Promise<EvidenceRecord[] | null> {
    const entry = settlement(intent, kind, label);
    const settled = (records: EvidenceRecord[]) =>
      records.some((r) => r.ref === intent.id && (r.kind === 'confirmed' || r.kind === 'failed'));
    try {
      const record = await evidence.appendIf(
        transCode,
        (records) => (settled(records) ? null : entry),
        known ?? undefined,
      );
      return recordsAfter(known, record);
    } catch (err) {
      if (!(err instanceof EvidenceConflict)) throw err;
      return null;
    }
  }

  /**
   * Appends the document-completed event of every document whose blocks are all signed and whose present signed
   * state has none yet (EvidenceLog.appendIf), so two reads at once record it once. Returns the case's records as
   * they then stand (read again only when an append did not go right after them).
   */
  async function completeDocuments(
    ctx: RequestContext,
    transCode: string,
    core: LegacyPreviewList,
    records: EvidenceRecord[],
  ): Promise<EvidenceRecord[]> {
    let current: EvidenceRecord[] | null = records;
    const list = withoutVoided(core, records);
    const states = signatureStates(records);
    const ours = new Set(records.filter((r) => states.get(r.id) === 'confirmed').map((r) => r.docFid));
    const layouts = list.signRelaData.flatMap((column) => column.layouts);
    // Each document as the core renders it for its last signer in the core's order (the later one wins).
    const docs = new Map(layouts.map((l) => [l.docFid, l]));
    for (const [docFid, layout] of docs) {
      if (completionRecorded(records, docFid) || !ours.has(docFid)) continue;
      if (layouts.some((l) => l.docFid === docFid && !list.polsS01[l.recCode])) continue;
      try {
        const bytes = await legacy.previewPdf(ctx.legacy(), transCode, docFid, layout.singRefCusCode);
        const entry: EvidenceEntry = {
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
        };
        const record = await evidence.appendIf(
          transCode,
          (now) => (completionRecorded(now, docFid) ? null : entry),
          current ?? undefined,
        );
        current = recordsAfter(current, record);
      } catch (err) {
        // Recorded meanwhile by another read; else the next read of the case tries again.
        current = null;
        if (err instanceof EvidenceConflict) continue;
        ctx.log.warn(
          { reqId: ctx.requestId, transCode, docFid, err: (err as Error).message },
          'signed document not hashed yet',
        );
      }
    }
    return current ?? evidence.list(transCode);
  }

  return {
    /**
     * The blocks the core holds a signature for without a confirmed evidence event of that very image (issue 22:
     * every signature in the core has its confirmed row): a signature stored past the portal, or evidence removed.
     */
    unrecorded(list: LegacyPreviewList, records: EvidenceRecord[]): string[] {
      const states = signatureStates(records);
      // A voided signature was given through the portal too: the core keeps its image until the next one.
      const confirmed = new Set(
        records
          .filter((r) => r.kind === 'signature' && ['confirmed', 'voided'].includes(states.get(r.id) ?? ''))
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
     * write it: 503 EVIDENCE_UNAVAILABLE, and the signature is not sent). A block that holds a live signature in the
     * evidence as the row would be written refuses it (409 SIGNATURE_EXISTS): of two signatures at once, one.
     */
    async intend(
      ctx: RequestContext,
      transCode: string,
      entry: Omit<EvidenceEntry, 'kind' | 'ref'>,
      known?: EvidenceRecord[],
    ): Promise<EvidenceRecord> {
      try {
        return await evidence.appendIf(
          transCode,
          (records) =>
            liveSignatureOf(records, entry.recCode) ? null : { ...entry, kind: 'signature', ref: '' },
          known,
        );
      } catch (err) {
        if (err instanceof EvidenceConflict)
          throw new AppError(409, 'SIGNATURE_EXISTS', signingMessages.SIGNATURE_EXISTS);
        ctx.log.error(
          { reqId: ctx.requestId, transCode, err: (err as Error).message },
          'evidence not written',
        );
        throw new AppError(503, 'EVIDENCE_UNAVAILABLE', signingMessages.EVIDENCE_UNAVAILABLE);
      }
    },

    /**
     * Voids the block's live signature (issue 40): who, when, why, the event voided (ref) and its image, appended
     * only if the case still holds it (appendIf); no live signature → 409 NO_SIGNATURE_TO_VOID. The block may then be
     * signed once more.
     */
    async void(
      ctx: RequestContext,
      transCode: string,
      recCode: string,
      by: Pick<EvidenceEntry, 'userCode' | 'clientIp' | 'userAgent'>,
      reason: string,
    ): Promise<EvidenceRecord> {
      try {
        return await evidence.appendIf(transCode, (records) => {
          const live = liveSignatureOf(records, recCode);
          if (!live) return null;
          const { id, seq: _seq, recordedAt: _at, chainVersion: _v, chainHash: _hash, ...signed } = live;
          // The voided signature's block, document and signer; who voided it, when and why.
          return {
            ...signed,
            ...by,
            kind: 'void',
            ref: id,
            at: options.clock().toISOString(),
            label: reason,
            pdfSha256: '',
          };
        });
      } catch (err) {
        if (err instanceof EvidenceConflict)
          throw new AppError(409, 'NO_SIGNATURE_TO_VOID', signingMessages.NO_SIGNATURE_TO_VOID);
        ctx.log.error({ reqId: ctx.requestId, transCode, err: (err as Error).message }, 'void not written');
        throw new AppError(503, 'EVIDENCE_UNAVAILABLE', signingMessages.EVIDENCE_UNAVAILABLE);
      }
    },

    /**
     * The core stored the signature: the intent confirmed. `known`: the case's records as last read or written;
     * returns them as they then stand when that is known, else null.
     */
    async confirm(
      transCode: string,
      intent: EvidenceRecord,
      known: EvidenceRecord[] | null = null,
    ): Promise<EvidenceRecord[] | null> {
      return settleOnce(transCode, intent, 'confirmed', intent.label, known);
    },

    /**
     * The core call threw `error`: the intent failed with the reason, unless no answer came (a timeout: left pending
     * for reconcile to settle against the core's data).
     */
    async fail(transCode: string, intent: EvidenceRecord, error: unknown): Promise<void> {
      if (error instanceof AppError && UNANSWERED.has(error.code)) return;
      const why = error instanceof AppError ? error.code : 'ERROR';
      await settleOnce(transCode, intent, 'failed', `${intent.label}（${why}）`, null);
    },

    /**
     * Settles what is still open against the core's signing data: a pending signature whose image the core holds is
     * confirmed; one without it, past the longest a core call may take, failed. (A failed one stays failed: the core
     * answered; a later signature of the same block is a record of its own.) Then the documents completed meanwhile
     * are hashed. Returns the case's records as they then stand. `known`: the case's records as the caller last
     * read or wrote them, in place of a read.
     */
    async reconcile(
      ctx: RequestContext,
      transCode: string,
      list: LegacyPreviewList,
      known?: EvidenceRecord[],
    ): Promise<EvidenceRecord[]> {
      const records = known ?? (await evidence.list(transCode));
      const states = signatureStates(records);
      const now = options.clock().getTime();
      let current: EvidenceRecord[] | null = records;
      for (const intent of records) {
        const state = states.get(intent.id);
        if (intent.kind !== 'signature' || state !== 'pending') continue;
        const image = list.polsS01[intent.recCode];
        const held = Boolean(image) && sha256(Buffer.from(image ?? '', 'base64')) === intent.imageSha256;
        if (held) current = await settleOnce(transCode, intent, 'confirmed', intent.label, current);
        else if (now - Date.parse(intent.at) > options.settleAfterMs)
          current = await settleOnce(transCode, intent, 'failed', `${intent.label}（NOT_IN_CORE）`, current);
      }
      return completeDocuments(ctx, transCode, list, current ?? (await evidence.list(transCode)));
    },
  };
}

export type SignatureEvidence = ReturnType<typeof signatureEvidence>;
