import { describe, expect, it } from 'vitest';
import { formatMonth } from '../months';

describe('formatMonth', () => {
  it('shows yyyy/MM', () => {
    expect(formatMonth('202503')).toBe('2025/03');
  });
});
