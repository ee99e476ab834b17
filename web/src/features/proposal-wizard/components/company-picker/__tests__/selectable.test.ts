import { describe, expect, it } from 'vitest';
import { isCompanySelectable } from '../selectable';

describe('isCompanySelectable', () => {
  it('CH only when CH_OPEN_YN is Y', () => {
    expect(isCompanySelectable('CH', 'Y')).toBe(true);
    expect(isCompanySelectable('CH', 'N')).toBe(false);
    expect(isCompanySelectable('CH', undefined)).toBe(false);
  });

  it('BPC never; the others always', () => {
    expect(isCompanySelectable('BPC', 'Y')).toBe(false);
    expect(isCompanySelectable('TY', 'N')).toBe(true);
  });
});
