import type { EvidenceEntry } from '../../modules/proposals/signing/evidence-log';

/** A signature event of the evidence suites: the policyholder's block `recCode`, signed by `signerName`. */
export const evidenceEntry = (recCode: string, signerName = '王大明'): EvidenceEntry => ({
  kind: 'signature',
  ref: '',
  at: '2026-11-29T10:00:00.000Z',
  recCode,
  docCode: 'A01',
  docFid: 'TRA01',
  signCode: 'O',
  cusCode: 'TRO',
  signerName,
  label: '要保人簽名',
  userCode: 'AG00001',
  clientIp: '127.0.0.1',
  userAgent: 'jest',
  imageSha256: 'a'.repeat(64),
  pdfSha256: 'b'.repeat(64),
});
