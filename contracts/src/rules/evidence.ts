import { signingMessages } from '../messages/signing';

/** What a read of a case's signature evidence found (bff.yaml SignatureEvidence). */
export interface EvidenceCheck {
  chainValid: boolean;
  unrecorded: readonly string[];
  coreRead: boolean;
  records: readonly unknown[];
}

/**
 * The evidence view's header (issue 22), the same in the SPA and the auditor's page: verified only when the chain
 * recomputes and every signature the core holds has its confirmed evidence; otherwise what failed, the chain first.
 */
export function evidenceVerdict(e: EvidenceCheck): { ok: boolean; text: string } {
  if (!e.chainValid) return { ok: false, text: signingMessages.EVIDENCE_CHAIN_BROKEN };
  if (e.unrecorded.length)
    return { ok: false, text: signingMessages.EVIDENCE_UNRECORDED(e.unrecorded.length) };
  const valid = signingMessages.EVIDENCE_CHAIN_VALID(e.records.length);
  return e.coreRead
    ? { ok: true, text: valid }
    : { ok: true, text: `${valid}（${signingMessages.EVIDENCE_CORE_UNREAD}）` };
}
