import { dayjs } from '@/lib/dayjs';

/** Months one can query: the 12 before the current one (spec 1, section 5). */
export const COMMISSION_MONTH_COUNT = 12;

/** The month choices as yyyymm, newest first (last month … twelve months back). */
export function commissionMonths(today: Date = new Date()): string[] {
  const current = dayjs(today).startOf('month');
  return Array.from({ length: COMMISSION_MONTH_COUNT }, (_, i) =>
    current.subtract(i + 1, 'month').format('YYYYMM'),
  );
}

/**
 * The default range: from two months back (spec) to last month (the newest month with data; the spec does not
 * say — docs/decisions.md).
 */
export function defaultCommissionRange(today: Date = new Date()): { startMonth: string; endMonth: string } {
  const current = dayjs(today).startOf('month');
  return {
    startMonth: current.subtract(2, 'month').format('YYYYMM'),
    endMonth: current.subtract(1, 'month').format('YYYYMM'),
  };
}

/** yyyymm strings compare as numbers: the start must not be later than the end. */
export function isMonthOrderValid(startMonth: string, endMonth: string): boolean {
  return startMonth <= endMonth;
}

/** 202503 → 2025/03 for display. */
export function formatMonth(yyyymm: string): string {
  return /^\d{6}$/.test(yyyymm) ? `${yyyymm.slice(0, 4)}/${yyyymm.slice(4)}` : yyyymm;
}
