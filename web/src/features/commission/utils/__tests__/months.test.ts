import { describe, expect, it } from 'vitest';
import { commissionMonths, defaultCommissionRange, formatMonth, isMonthOrderValid } from '../months';

describe('commissionMonths', () => {
  it('lists the 12 months before the current one, newest first, as yyyymm', () => {
    const months = commissionMonths(new Date(2025, 2, 15));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('202502');
    expect(months[1]).toBe('202501');
    expect(months[2]).toBe('202412');
    expect(months[11]).toBe('202403');
  });

  it('never includes the current month, even on its last day', () => {
    expect(commissionMonths(new Date(2025, 0, 31))).not.toContain('202501');
    expect(commissionMonths(new Date(2025, 0, 31))[0]).toBe('202412');
  });
});

describe('defaultCommissionRange', () => {
  it('starts two months back and ends last month', () => {
    expect(defaultCommissionRange(new Date(2025, 0, 10))).toEqual({
      startMonth: '202411',
      endMonth: '202412',
    });
  });
});

describe('isMonthOrderValid', () => {
  it('refuses a start after the end, across years too', () => {
    expect(isMonthOrderValid('202412', '202501')).toBe(true);
    expect(isMonthOrderValid('202501', '202501')).toBe(true);
    expect(isMonthOrderValid('202502', '202501')).toBe(false);
  });
});

describe('formatMonth', () => {
  it('shows yyyy/MM', () => {
    expect(formatMonth('202503')).toBe('2025/03');
  });
});
