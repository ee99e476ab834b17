/**
 * Commission search months (spec 1, section 5): the 12 months before the current one as `yyyymm`, Taiwan time.
 * `now` is a parameter so web, BFF and the mock core agree on the same clock in tests.
 */
import { monthAt, taipeiMonth, taipeiParts } from './taipei-time';

export const COMMISSION_MONTH_COUNT = 12;

const MONTH = /^\d{4}(0[1-9]|1[0-2])$/;

/** `yyyymm` of the month `offset` months from the month of `now` (negative = earlier). */
export function monthOf(now: Date, offset = 0): string {
  return taipeiMonth(now, offset);
}

/** A `yyyymm` string with a real month (01-12). */
export function isYyyymm(s: string | null | undefined): boolean {
  return typeof s === 'string' && MONTH.test(s);
}

/** The month choices, newest first: last month … twelve months back. */
export function commissionMonths(now: Date = new Date()): string[] {
  const { year, month } = taipeiParts(now); // read once, not once a month
  const current = year * 12 + (month - 1);
  return Array.from({ length: COMMISSION_MONTH_COUNT }, (_, i) => monthAt(current - (i + 1)));
}

/** One of the months the search offers (the core has no data outside them). */
export function isCommissionMonth(month: string | null | undefined, now: Date = new Date()): boolean {
  return isYyyymm(month) && commissionMonths(now).includes(month as string);
}

/**
 * The default range: from two months back (spec) to last month, the newest month with data (the spec does not
 * say where it ends — docs/decisions.md).
 */
export function defaultCommissionRange(now: Date = new Date()): { startMonth: string; endMonth: string } {
  return { startMonth: monthOf(now, -2), endMonth: monthOf(now, -1) };
}

/** The start month is not later than the end month; false unless both are `yyyymm`. */
export function isMonthOrderValid(
  startMonth: string | null | undefined,
  endMonth: string | null | undefined,
): boolean {
  return isYyyymm(startMonth) && isYyyymm(endMonth) && (startMonth as string) <= (endMonth as string);
}
