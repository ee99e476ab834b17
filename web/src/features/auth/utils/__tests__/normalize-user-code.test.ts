import { describe, expect, it } from 'vitest';
import { normalizeUserCode } from '../normalize-user-code';

describe('normalizeUserCode', () => {
  it('full-width letters and digits become half-width upper case', () => {
    expect(normalizeUserCode('ａｇ００００１')).toBe('AG00001');
  });

  it('half-width lower case becomes upper case', () => {
    expect(normalizeUserCode('ag00001')).toBe('AG00001');
  });
});
