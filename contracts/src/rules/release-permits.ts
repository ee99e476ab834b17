/** Take-out (release permit) application rules (spec 3 §5 take-out application), for the screens and the BFF. */
import { addMonths, compareDates, formatIsoDate, toYmd, type DateInput } from './dates';
import { taipeiParts } from './taipei-time';

/** Calendar days from start to end, both counted (the same day is 1); null when either is not a date. */
export function inclusiveDays(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
): number | null {
  const a = toYmd(start);
  const b = toYmd(end);
  if (!a || !b) return null;
  const ms = Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d);
  return Math.round(ms / 86_400_000) + 1;
}

/** The take-out range fits WALKOUT_DAY_LIMIT days (start and end both counted). */
export function isWithinWalkoutLimit(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  dayLimit: number,
): boolean {
  const days = inclusiveDays(start, end);
  return days === null || days <= dayLimit;
}

/** The date is today or later. */
export function isNotBeforeToday(date: DateInput | null | undefined, now: Date): boolean {
  const order = compareDates(date, now);
  return order === null || order >= 0;
}

/** The date is today or earlier (the list's search end). */
export function isNotAfterToday(date: DateInput | null | undefined, now: Date): boolean {
  const order = compareDates(date, now);
  return order === null || order <= 0;
}

/** The list's default apply-date window (spec 3 §9): one month back to today, Taiwan dates. */
export function defaultReleasePermitRange(now: Date = new Date()): {
  applyStartDt: string;
  applyEndDt: string;
} {
  const { year: y, month: m, day: d } = taipeiParts(now);
  return { applyStartDt: formatIsoDate(addMonths({ y, m, d }, -1)), applyEndDt: formatIsoDate({ y, m, d }) };
}
