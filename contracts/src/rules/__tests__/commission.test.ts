import {
  commissionMonths,
  defaultCommissionRange,
  isCommissionMonth,
  isMonthOrderValid,
  isYyyymm,
  monthOf,
} from '../commission';
import { normalizeUserCode } from '../user-code';

describe('commissionMonths', () => {
  it('lists the 12 months before the current one as yyyymm, newest first', () => {
    expect(commissionMonths(new Date('2025-03-15T00:00:00+08:00'))).toEqual([
      '202502',
      '202501',
      '202412',
      '202411',
      '202410',
      '202409',
      '202408',
      '202407',
      '202406',
      '202405',
      '202404',
      '202403',
    ]);
  });

  it('never offers the current month, on its first or last day', () => {
    expect(commissionMonths(new Date('2025-01-01T00:00:00+08:00'))[0]).toBe('202412');
    expect(commissionMonths(new Date('2025-01-31T23:59:00+08:00'))).not.toContain('202501');
    expect(commissionMonths(new Date('2024-12-31T00:00:00+08:00'))[11]).toBe('202312');
  });

  it('knows which months belong to the search', () => {
    const now = new Date('2025-03-15T00:00:00+08:00');
    expect(isCommissionMonth('202502', now)).toBe(true);
    expect(isCommissionMonth('202403', now)).toBe(true);
    expect(isCommissionMonth('202503', now)).toBe(false);
    expect(isCommissionMonth('202402', now)).toBe(false);
    expect(isCommissionMonth('', now)).toBe(false);
    expect(isCommissionMonth(null, now)).toBe(false);
  });
});

describe('defaultCommissionRange', () => {
  it('starts two months back and ends last month', () => {
    expect(defaultCommissionRange(new Date('2025-03-15T00:00:00+08:00'))).toEqual({
      startMonth: '202501',
      endMonth: '202502',
    });
    expect(defaultCommissionRange(new Date('2025-01-31T00:00:00+08:00'))).toEqual({
      startMonth: '202411',
      endMonth: '202412',
    });
  });

  it('is a valid range of offered months', () => {
    const now = new Date('2025-07-01T00:00:00+08:00');
    const { startMonth, endMonth } = defaultCommissionRange(now);
    expect(isCommissionMonth(startMonth, now) && isCommissionMonth(endMonth, now)).toBe(true);
    expect(isMonthOrderValid(startMonth, endMonth)).toBe(true);
  });
});

describe('isMonthOrderValid', () => {
  it('accepts a start not later than the end', () => {
    expect(isMonthOrderValid('202401', '202402')).toBe(true);
    expect(isMonthOrderValid('202402', '202402')).toBe(true);
    expect(isMonthOrderValid('202312', '202401')).toBe(true);
  });

  it('refuses a start later than the end, and anything that is not yyyymm', () => {
    expect(isMonthOrderValid('202402', '202401')).toBe(false);
    expect(isMonthOrderValid('202401', '20240')).toBe(false);
    expect(isMonthOrderValid('', '202401')).toBe(false);
    expect(isMonthOrderValid(undefined, null)).toBe(false);
  });
});

describe('month helpers', () => {
  it('reads yyyymm with a real month', () => {
    expect(isYyyymm('202412')).toBe(true);
    expect(isYyyymm('202413')).toBe(false);
    expect(isYyyymm('202400')).toBe(false);
    expect(isYyyymm('2024-01')).toBe(false);
  });

  it('shifts months across years', () => {
    expect(monthOf(new Date('2025-01-15T00:00:00+08:00'), -1)).toBe('202412');
    expect(monthOf(new Date('2025-01-15T00:00:00+08:00'), -13)).toBe('202312');
    expect(monthOf(new Date('2025-12-15T00:00:00+08:00'), 1)).toBe('202601');
    expect(monthOf(new Date('2025-05-31T00:00:00+08:00'))).toBe('202505');
  });
});

describe('normalizeUserCode', () => {
  it('trims, converts full-width forms and upper-cases', () => {
    expect(normalizeUserCode(' ａｇ００００１ ')).toBe('AG00001');
    expect(normalizeUserCode('ag00001')).toBe('AG00001');
    expect(normalizeUserCode('\u3000AG00001\u3000')).toBe('AG00001');
    expect(normalizeUserCode('AG00001')).toBe('AG00001');
  });
});
