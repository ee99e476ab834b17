import { commissionSearchSchema } from '..';
import { errorsByPath } from './helpers';

const now = new Date('2025-03-15T00:00:00+08:00');
const ctx = { now };

describe('commissionSearchSchema', () => {
  it('accepts a range of offered months, the start not later than the end', async () => {
    expect(
      await errorsByPath(commissionSearchSchema, { startMonth: '202403', endMonth: '202502' }, ctx),
    ).toEqual({});
    expect(
      await errorsByPath(commissionSearchSchema, { startMonth: '202502', endMonth: '202502' }, ctx),
    ).toEqual({});
  });

  it('reports a start later than the end with the spec message on startMonth', async () => {
    expect(
      await errorsByPath(commissionSearchSchema, { startMonth: '202502', endMonth: '202501' }, ctx),
    ).toEqual({ startMonth: ['佣金月份-起 不可大於 佣金月份-迄!'] });
  });

  it('refuses the current month, months older than a year and malformed months', async () => {
    expect(
      await errorsByPath(commissionSearchSchema, { startMonth: '202502', endMonth: '202503' }, ctx),
    ).toEqual({ endMonth: ['佣金月份僅能查詢前12個月(不含本月)的資料'] });
    expect(
      await errorsByPath(commissionSearchSchema, { startMonth: '202402', endMonth: '202502' }, ctx),
    ).toEqual({ startMonth: ['佣金月份僅能查詢前12個月(不含本月)的資料'] });
    expect(
      await errorsByPath(commissionSearchSchema, { startMonth: '2025-01', endMonth: '202502' }, ctx),
    ).toEqual({ startMonth: ['佣金月份僅能查詢前12個月(不含本月)的資料'] });
  });

  it('needs both months', async () => {
    expect(await errorsByPath(commissionSearchSchema, {}, ctx)).toEqual({
      startMonth: ['請選擇佣金月份-起'],
      endMonth: ['請選擇佣金月份-迄'],
    });
  });

  it('uses the real clock without a context', async () => {
    const last = new Date();
    last.setDate(1);
    last.setMonth(last.getMonth() - 1);
    const month = `${last.getFullYear()}${String(last.getMonth() + 1).padStart(2, '0')}`;
    expect(await errorsByPath(commissionSearchSchema, { startMonth: month, endMonth: month })).toEqual({});
  });
});
