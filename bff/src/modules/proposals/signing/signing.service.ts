import { signingMessages } from '@agent-portal/contracts/messages';
import { taipeiDateTime } from '@agent-portal/contracts/rules';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import { coreRefusal, requireAction } from '../proposal-rules';
import { stepCodeOf, type ProposalAccessLog } from '../../common';
import type { ProposalsService } from '../proposals.service';
import { recordsAfter, sha256, type EvidenceLog } from './evidence-log';
import { evidenceView, signatureEvidence, withoutVoided } from './signature-evidence';
import type { LegacyPreviewList, SigningLegacy } from './signing.legacy';
import { pngOf, signingStateOf, type SigningState } from './signing-state';

/** The preview tabs and their records (spec 2 §2.8, §7 records fetch); remote cases have no proposal or consent. */
const PREVIEW_TABS = [
  { key: 'proposal', docCode: 'A01', title: '要保書', mobileOnly: true },
  { key: 'written', docCode: 'B03', title: '書面分析', mobileOnly: false },
  { key: 'consent', docCode: 'B05', title: '同意書', mobileOnly: true },
  { key: 'attachments', docCode: 'B02', title: '附件', mobileOnly: false },
] as const;

/** A core failure to produce a document is the spec's 文件產出發生異常 (502); a 404 stays a 404. */
async function documentOrFailure<T>(produce: () => Promise<T>): Promise<T> {
  try {
    return await produce();
  } catch (err) {
    if (err instanceof AppError && (err.status === 401 || err.status === 404 || err.status === 409))
      throw err;
    throw new AppError(502, 'DOCUMENT_FAILED', signingMessages.PDF_FAILED);
  }
}

export interface SignInput {
  recCode: string;
  image: string;
  userAgent: string;
}

export interface VoidInput {
  recCode: string;
  reason: string;
  userAgent: string;
}

/** The void's reason, trimmed (issue 40). */
export const VOID_REASON_LENGTH = { min: 2, max: 200 } as const;

/**
 * The customer signature flow (spec 2 §2.9, §4.6), the preview's documents (§2.8) and the signature evidence:
 * every stored signature appends who, which block and document, when, from where, and the SHA-256 of the image and
 * of the PDF the signer was shown to the case's append-only audit log.
 */
export function signingService(
  legacy: SigningLegacy,
  proposals: Pick<ProposalsService, 'owned'>,
  evidence: EvidenceLog,
  accessLog: ProposalAccessLog,
  options: { clock?: () => Date; settleAfterMs: number },
) {
  const clock = options.clock ?? (() => new Date());
  const signatures = signatureEvidence(evidence, legacy, { clock, settleAfterMs: options.settleAfterMs });
  /** The case's access-log entry for a signing act (the signing tab n8 unless another is named). */
  function logAction(
    ctx: RequestContext,
    action: Parameters<ProposalAccessLog['record']>[1],
    row: { transCode: string; polInsureType: string },
    detail?: string,
    tab: Parameters<typeof stepCodeOf>[1] = 'n8',
  ): void {
    void accessLog.record(ctx, action, {
      transCode: row.transCode,
      stepCode: stepCodeOf(row.polInsureType, tab),
      detail,
    });
  }
  /** A signature stored or voided: its log line (with the evidence row) and the case's access-log entry. */
  function signatureWritten(
    ctx: RequestContext,
    action: 'sign' | 'voidSignature',
    row: { transCode: string; polInsureType: string },
    recCode: string,
    evidenceId: string,
  ): void {
    ctx.log.info(
      { reqId: ctx.requestId, transCode: row.transCode, recCode, evidenceId },
      action === 'sign' ? 'signature stored' : 'signature voided',
    );
    logAction(ctx, action, row, recCode);
  }
  /** The case's signing state; a signature a crash or a lost answer left open is settled on this read. */
  async function state(ctx: RequestContext, transCode: string): Promise<SigningState> {
    const call = ctx.legacy();
    const { row } = await proposals.owned(ctx, transCode);
    // The case's evidence read while the core lists its blocks (a store that cannot answer: below).
    const [list, read] = await Promise.all([
      legacy.previewList(call, row.transCode),
      evidence.list(row.transCode).then(
        (records) => ({ records }),
        (error: unknown) => ({ error }),
      ),
    ]);
    try {
      if ('error' in read) throw read.error;
      // A voided signature's block reads as unsigned until it is signed once more.
      return signingStateOf(
        row.transCode,
        withoutVoided(list, await signatures.reconcile(ctx, row.transCode, list, read.records)),
      );
    } catch (err) {
      // The core's state is the answer; the evidence is settled on a later read.
      ctx.log.warn(
        { reqId: ctx.requestId, transCode: row.transCode, err: (err as Error).message },
        'evidence not reconciled',
      );
      return signingStateOf(row.transCode, list);
    }
  }

  return {
    state,

    /** The record's bytes for this signer; their SHA-256 is remembered as what the signer was shown. */
    async document(
      ctx: RequestContext,
      transCode: string,
      docFid: string,
      cusCode: string,
    ): Promise<{ bytes: Buffer; sha256: string }> {
      const call = ctx.legacy();
      const { row } = await proposals.owned(ctx, transCode);
      // The case's own document for that signer (issue 40 item 5), before the core is asked to render it.
      const { polrecS02 } = await legacy.previewList(call, row.transCode);
      if (!polrecS02.some((d) => d.docFid === docFid && d.cusCode === cusCode))
        throw new AppError(404, 'DOCUMENT_NOT_FOUND', signingMessages.DOCUMENT_NOT_FOUND);
      const bytes = await documentOrFailure(() => legacy.previewPdf(call, row.transCode, docFid, cusCode));
      const hash = sha256(bytes);
      await evidence.shown(row.transCode, docFid, cusCode, hash);
      logAction(ctx, 'previewSignDocument', row, docFid);
      return { bytes, sha256: hash };
    },

    async sign(ctx: RequestContext, transCode: string, input: SignInput): Promise<SigningState> {
      const call = ctx.legacy();
      const { user, row } = await proposals.owned(ctx, transCode);
      requireAction(row, 'edit');
      const image = pngOf(input.image);
      if (!image) throw new AppError(400, 'SIGNATURE_INVALID', signingMessages.IMAGE_INVALID);
      // Nothing is signed on evidence that cannot be read (503 EVIDENCE_UNAVAILABLE, as its write).
      const unreadable = (err: unknown): never => {
        ctx.log.error(
          { reqId: ctx.requestId, transCode: row.transCode, err: (err as Error).message },
          'evidence not read',
        );
        throw new AppError(503, 'EVIDENCE_UNAVAILABLE', signingMessages.EVIDENCE_UNAVAILABLE);
      };
      // The case's evidence and the PDFs its signers were shown, read while the core lists its blocks.
      const [core, read, shown] = await Promise.all([
        legacy.previewList(call, row.transCode),
        evidence.list(row.transCode).catch(unreadable),
        evidence.lastShown(row.transCode).catch(unreadable),
      ]);
      // The block as the core lays it out (a void changes its image, never the block).
      const block = signingStateOf(row.transCode, core).blocks.find((b) => b.recCode === input.recCode);
      if (!block) throw new AppError(404, 'SIGN_BLOCK_UNKNOWN', signingMessages.BLOCK_UNKNOWN);
      const records = await signatures.reconcile(ctx, row.transCode, core, read).catch(unreadable);
      const pdfSha256 = shown(block.docFid, block.cusCode);
      const before = signingStateOf(row.transCode, withoutVoided(core, records));
      // A signature is given once (issue 40): the core holds one not voided; one still open in the evidence is
      // refused as the intent is written (EvidenceLog.appendIf: of two at once, one).
      if (before.blocks.some((b) => b.recCode === block.recCode && b.image))
        throw new AppError(409, 'SIGNATURE_EXISTS', signingMessages.SIGNATURE_EXISTS);
      if (!pdfSha256) throw new AppError(409, 'DOCUMENT_NOT_SHOWN', signingMessages.NOT_SHOWN);
      const signer = before.signers.find((s) => s.cusCode === block.cusCode);
      const unsigned = before.blocks.filter((b) => !b.image && b.recCode !== block.recCode);
      const needSignCount = unsigned.filter((b) => b.cusCode === block.cusCode).length;
      const now = clock();
      // Evidence first (issue 22): the intent is on record before the core is asked, then settled by its answer.
      // The records just read are tried as the case's (EvidenceLog.appendIf), and carried on while they stay exact.
      const record = await signatures.intend(
        ctx,
        row.transCode,
        {
          at: now.toISOString(),
          recCode: block.recCode,
          docCode: block.docCode,
          docFid: block.docFid,
          signCode: block.signCode,
          cusCode: block.cusCode,
          signerName: signer?.name ?? '',
          label: block.label,
          userCode: user.userCode,
          clientIp: ctx.clientIp,
          userAgent: input.userAgent.slice(0, 512),
          imageSha256: sha256(image),
          pdfSha256,
        },
        records,
      );
      try {
        coreRefusal(
          await legacy.updateSignature(call, {
            signatureImageBase64: image.toString('base64'),
            transCode: row.transCode,
            recCode: block.recCode,
            signCode: block.signCode,
            cusCode: block.cusCode,
            needSignCount,
            allNeedSignCount: unsigned.length,
            // The signer's time goes with their last block (spec 2 §4.6 step 3).
            signDt: needSignCount === 0 ? taipeiDateTime(now) : '',
            signerName: signer?.name ?? '',
            colName: block.label,
            isAgentSign: 'N',
          }),
        );
      } catch (err) {
        await signatures.fail(row.transCode, record, err);
        throw err;
      }
      // The confirmation written while the core's new list is read (both follow the core's answer).
      const [settled, list] = await Promise.all([
        signatures.confirm(row.transCode, record, recordsAfter(records, record)),
        legacy.previewList(call, row.transCode),
      ]);
      signatureWritten(ctx, 'sign', row, block.recCode, record.id);
      const after = signingStateOf(
        row.transCode,
        withoutVoided(list, await signatures.reconcile(ctx, row.transCode, list, settled ?? undefined)),
      );
      // The last signature: the preview step is reported at once (spec 2 §4.6 step 5), not only by 下一步.
      if (after.complete) {
        const reported = await legacy.updateToPreview(call, row.transCode, 0);
        if ('errMsg' in reported)
          ctx.log.warn(
            { reqId: ctx.requestId, transCode: row.transCode, errMsg: reported.errMsg },
            'updateToPreview refused',
          );
      }
      return after;
    },

    /**
     * Voids the block's live signature (issue 40): an explicit act, recorded in the evidence (who, when, why, the
     * signature and image voided) and the access log; the block may then be signed once more, the core's image
     * replaced by that signature. No live signature → 409 NO_SIGNATURE_TO_VOID.
     */
    async voidSignature(ctx: RequestContext, transCode: string, input: VoidInput): Promise<SigningState> {
      const { user, row } = await proposals.owned(ctx, transCode);
      requireAction(row, 'edit');
      const reason = input.reason.trim();
      if (reason.length < VOID_REASON_LENGTH.min || reason.length > VOID_REASON_LENGTH.max)
        throw new AppError(400, 'VOID_REASON_INVALID', signingMessages.VOID_REASON_INVALID);
      const record = await signatures.void(
        ctx,
        row.transCode,
        input.recCode,
        { userCode: user.userCode, clientIp: ctx.clientIp, userAgent: input.userAgent.slice(0, 512) },
        reason,
      );
      signatureWritten(ctx, 'voidSignature', row, input.recCode, record.id);
      return state(ctx, row.transCode);
    },

    /** updateToPreview: every block signed → the preview step is finished; the core's errMsg → 409. */
    async complete(ctx: RequestContext, transCode: string): Promise<Schema<'ActionResult'>> {
      const call = ctx.legacy();
      const { row } = await proposals.owned(ctx, transCode);
      requireAction(row, 'edit');
      const [list, records] = await Promise.all([
        legacy.previewList(call, row.transCode),
        evidence.list(row.transCode),
      ]);
      // A voided signature's block is not signed, whatever image the core still keeps for it.
      const current = signingStateOf(row.transCode, withoutVoided(list, records));
      // The core counts the image it keeps; the portal does not (issue 40).
      if (current.remaining > signingStateOf(row.transCode, list).remaining)
        throw new AppError(409, 'SIGNING_INCOMPLETE', signingMessages.INCOMPLETE(current.remaining));
      const answer = await legacy.updateToPreview(call, row.transCode, current.remaining);
      if ('errMsg' in answer) coreRefusal(answer.errMsg);
      logAction(ctx, 'completeSigning', row);
      return { message: 'successMsg' in answer ? answer.successMsg : signingMessages.ALL_SIGNED };
    },

    /**
     * The case's evidence, settled first against the core's signing data (a failure to read it leaves the open
     * signatures as they are), with its chain verified on this read.
     */
    async evidence(ctx: RequestContext, transCode: string): Promise<Schema<'SignatureEvidence'>> {
      const { row } = await proposals.owned(ctx, transCode);
      let list: LegacyPreviewList | null = null;
      try {
        list = await legacy.previewList(ctx.legacy(), row.transCode);
        await signatures.reconcile(ctx, row.transCode, list);
      } catch (err) {
        ctx.log.warn(
          { reqId: ctx.requestId, transCode: row.transCode, err: (err as Error).message },
          'evidence not reconciled',
        );
      }
      const { records, chainValid } = await evidence.verified(row.transCode);
      logAction(ctx, 'viewEvidence', row);
      return evidenceView(row.transCode, records, {
        chainValid,
        unrecorded: list ? signatures.unrecorded(list, records) : [],
        coreRead: list !== null,
        verifiedAt: clock().toISOString(),
      });
    },

    async records(ctx: RequestContext, transCode: string): Promise<Schema<'PreviewRecords'>> {
      const call = ctx.legacy();
      const { row } = await proposals.owned(ctx, transCode);
      const tabs = PREVIEW_TABS.filter((t) => row.polInsureType === 'M' || !t.mobileOnly);
      const found = await documentOrFailure(() =>
        legacy.records(
          call,
          row.transCode,
          row.compCode,
          tabs.map((t) => t.docCode),
        ),
      );
      // The whole case as it stands, as n9 (the last step) shows it.
      logAction(ctx, 'previewRecords', row, undefined, 'n9');
      return {
        tabs: tabs.map((t) => ({
          key: t.key,
          title: t.title,
          documents: (found[t.docCode] ?? []).map((d) => ({ contType: d.contType, base64: d.docContBase64 })),
        })),
      };
    },
  };
}

export type SigningService = ReturnType<typeof signingService>;
