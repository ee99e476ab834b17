import { signingMessages } from '../../messages/signing';
import { evidenceVerdict } from '../evidence';

describe('the evidence verdict (issue 22)', () => {
  const base = { chainValid: true, unrecorded: [], coreRead: true, records: [1, 2, 3] };
  it('verified: the chain recomputes and the core has no signature without evidence', () => {
    expect(evidenceVerdict(base)).toEqual({ ok: true, text: signingMessages.EVIDENCE_CHAIN_VALID(3) });
  });
  it('a broken chain first, then signatures the core holds without evidence', () => {
    expect(evidenceVerdict({ ...base, chainValid: false, unrecorded: ['R1'] })).toEqual({
      ok: false,
      text: signingMessages.EVIDENCE_CHAIN_BROKEN,
    });
    expect(evidenceVerdict({ ...base, unrecorded: ['R1', 'R2'] })).toEqual({
      ok: false,
      text: signingMessages.EVIDENCE_UNRECORDED(2),
    });
  });
  it('says when the core was not compared', () => {
    expect(evidenceVerdict({ ...base, coreRead: false }).text).toContain(
      signingMessages.EVIDENCE_CORE_UNREAD,
    );
  });
});
