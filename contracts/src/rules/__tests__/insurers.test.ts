import { isCaseTypeOffered, isCompanySelectable } from '../insurers';
import { LEGAL_MAJORITY_AGE, needsRepresentativeByAge } from '../customer';

describe('the choose dialog rules (spec 1 §2, spec 2 §2.2, §2.10)', () => {
  it('CH only while CH_OPEN_YN is Y; BPC never; the others always', () => {
    expect(isCompanySelectable('CH', 'Y')).toBe(true);
    expect(isCompanySelectable('CH', 'N')).toBe(false);
    expect(isCompanySelectable('CH', undefined)).toBe(false);
    expect(isCompanySelectable('BPC', 'Y')).toBe(false);
    expect(isCompanySelectable('TY', 'N')).toBe(true);
  });

  it('mobile anywhere; remote only at CH and only when the insurer takes remote', () => {
    expect(isCaseTypeOffered('M', { compCode: 'TY', remoteYn: 'N' })).toBe(true);
    expect(isCaseTypeOffered('R', { compCode: 'CH', remoteYn: 'Y' })).toBe(true);
    expect(isCaseTypeOffered('R', { compCode: 'CH', remoteYn: 'N' })).toBe(false);
    expect(isCaseTypeOffered('R', { compCode: 'TY', remoteYn: 'Y' })).toBe(false);
    expect(isCaseTypeOffered('X', { compCode: 'CH', remoteYn: 'Y' })).toBe(false);
  });
});

describe('needsRepresentativeByAge (spec 3 §2 n3)', () => {
  const on = new Date('2026-06-15T12:00:00+08:00');
  it('under the majority by actual age needs one; the birthday itself is of age', () => {
    expect(LEGAL_MAJORITY_AGE).toBe(18);
    expect(needsRepresentativeByAge('105/01/01', on)).toBe(true);
    expect(needsRepresentativeByAge('097/06/16', on)).toBe(true);
    expect(needsRepresentativeByAge('097/06/15', on)).toBe(false);
    expect(needsRepresentativeByAge('064/03/12', on)).toBe(false);
  });
  it('an unknown birthday needs none by age', () => {
    expect(needsRepresentativeByAge('', on)).toBe(false);
    expect(needsRepresentativeByAge(undefined, on)).toBe(false);
  });
});
