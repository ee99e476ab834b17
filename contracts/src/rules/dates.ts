/**
 * Calendar dates, ROC years (民國年 = western − 1911) and ages. Inputs are `YYYY-MM-DD` (or `YYYY/MM/DD`,
 * `YYYYMMDD`) strings or Date objects, instants read as their Taiwan date (taipei-time.ts) whatever the process's
 * zone; outputs are `YYYY-MM-DD` strings.
 */
import { taipeiParts, taipeiToday } from './taipei-time';

export type DateInput = string | Date;

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const ROC_OFFSET = 1911;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

function isRealDate(y: number, m: number, d: number): boolean {
  return Number.isInteger(y) && y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The year, month and day of a date input, or null when it is not a real calendar date. */
export function toYmd(input: DateInput | null | undefined): Ymd | null {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    const { year, month, day } = taipeiParts(input);
    return { y: year, m: month, d: day };
  }
  if (typeof input !== 'string') return null;
  const match = /^(\d{4})([-/]?)(\d{2})\2(\d{2})$/.exec(input.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[3]), Number(match[4])];
  return isRealDate(y, m, d) ? { y, m, d } : null;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export function formatIsoDate({ y, m, d }: Ymd): string {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** `YYYY-MM-DD`, or null for an invalid input. */
export function toIsoDate(input: DateInput | null | undefined): string | null {
  const ymd = toYmd(input);
  return ymd ? formatIsoDate(ymd) : null;
}

/** Today in Taiwan as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return taipeiToday(now);
}

/** Negative, zero or positive like a comparator; null when either side is not a date. */
export function compareDates(
  a: DateInput | null | undefined,
  b: DateInput | null | undefined,
): number | null {
  const x = toYmd(a);
  const y = toYmd(b);
  if (!x || !y) return null;
  return x.y * 10000 + x.m * 100 + x.d - (y.y * 10000 + y.m * 100 + y.d);
}

/** Exactly 8 digits that form a real calendar date (YYYYMMDD). */
export function isDateYYYYMMDD(s: string | null | undefined): boolean {
  return typeof s === 'string' && /^\d{8}$/.test(s) && toYmd(s) !== null;
}

export function toRocYear(gregorianYear: number): number {
  return gregorianYear - ROC_OFFSET;
}

export function fromRocYear(rocYear: number): number {
  return rocYear + ROC_OFFSET;
}

/** `yyy/MM/dd` with the ROC year padded to 3 digits; null for invalid dates or years before 1911. */
export function formatRocDate(date: DateInput | null | undefined): string | null {
  const ymd = toYmd(date);
  if (!ymd || ymd.y < ROC_OFFSET) return null;
  return `${pad(toRocYear(ymd.y), 3)}/${pad(ymd.m, 2)}/${pad(ymd.d, 2)}`;
}

/**
 * Reads an ROC date, `yyy/MM/dd` (1-3 year digits, 1-2 month and day digits, '/', '-' or '.') or 7 plain
 * digits `yyyMMdd`, into `YYYY-MM-DD`; null when it is not a real date.
 */
export function parseRocDate(s: string | null | undefined): string | null {
  if (typeof s !== 'string') return null;
  const t = s.trim();
  const match = /^(\d{1,3})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(t) ?? /^(\d{3})(\d{2})(\d{2})$/.exec(t);
  if (!match) return null;
  const [y, m, d] = [fromRocYear(Number(match[1])), Number(match[2]), Number(match[3])];
  return isRealDate(y, m, d) ? formatIsoDate({ y, m, d }) : null;
}

const trimmed = (s: string | null | undefined): string => (s ?? '').trim();

/** ROC year, month and day as typed (the customer steps' birth fields) as `YYYY-MM-DD`; null when not a real date. */
export function rocBirthIso(yy?: string | null, mm?: string | null, dd?: string | null): string | null {
  return parseRocDate(`${trimmed(yy)}/${trimmed(mm)}/${trimmed(dd)}`);
}

/** The record's birthday text `yyy/MM/dd` (ROC year padded to 3 digits) of ROC parts, '' when incomplete. */
export function rocBirthday(yy?: string | null, mm?: string | null, dd?: string | null): string {
  return formatRocDate(rocBirthIso(yy, mm, dd)) ?? '';
}

/** The western `YYYY/MM/DD` (the legal record's birthday) of ROC parts, '' when incomplete. */
export function westernBirthday(yy?: string | null, mm?: string | null, dd?: string | null): string {
  return rocBirthIso(yy, mm, dd)?.replace(/-/g, '/') ?? '';
}

/** Splits `yyy/MM/dd` (or a western `YYYY/MM/DD`) into ROC parts, padded (year to 3 digits); empty when unreadable. */
export function rocParts(birthday: string | null | undefined): { yy: string; mm: string; dd: string } {
  const match = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(trimmed(birthday));
  if (!match) return { yy: '', mm: '', dd: '' };
  const [, y = '', m = '', d = ''] = match;
  const roc = y.length === 4 ? toRocYear(Number(y)) : Number(y);
  return { yy: pad(roc, 3), mm: m.padStart(2, '0'), dd: d.padStart(2, '0') };
}

/** An ROC year as the records keep it (spec 3 §9): 3 digits, zero-padded; other text as typed. */
export function padRocYear(yy: string | null | undefined): string {
  const y = trimmed(yy);
  return /^\d{1,3}$/.test(y) && Number(y) > 0 ? y.padStart(3, '0') : y;
}

/**
 * The birthday in a given year. Someone born on 29 February turns a year older on 1 March in common years
 * (the Civil Code's month-end rule ends the year on 28 February).
 */
function anniversary(birth: Ymd, year: number): Ymd {
  if (birth.m === 2 && birth.d === 29 && !isLeapYear(year)) return { y: year, m: 3, d: 1 };
  return { y: year, m: birth.m, d: birth.d };
}

const serial = ({ y, m, d }: Ymd): number => y * 10000 + m * 100 + d;

/** Adds calendar months; a day past the end of the target month falls back to its last day. */
export function addMonths({ y, m, d }: Ymd, months: number): Ymd {
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return { y: ny, m: nm, d: Math.min(d, daysInMonth(ny, nm)) };
}

/** Full years on a day (default today in Taiwan); null for invalid dates or a day before the birth. */
export function actualAge(birth: DateInput | null | undefined, on: DateInput = new Date()): number | null {
  const b = toYmd(birth);
  const o = toYmd(on);
  if (!b || !o || serial(o) < serial(b)) return null;
  const age = o.y - b.y;
  return serial(o) < serial(anniversary(b, o.y)) ? age - 1 : age;
}

/**
 * Insurance age (保險年齡): full years, plus one when more than six calendar months have passed since the
 * last birthday. Exactly six months does not add a year; the day after does.
 */
export function insuranceAge(birth: DateInput | null | undefined, on: DateInput = new Date()): number | null {
  const b = toYmd(birth);
  const o = toYmd(on);
  const age = actualAge(birth, on);
  if (!b || !o || age === null) return null;
  const sixMonthsAfter = addMonths(anniversary(b, b.y + age), 6);
  return serial(o) > serial(sixMonthsAfter) ? age + 1 : age;
}

export type DateRangeProblem = 'BOTH_REQUIRED' | 'END_BEFORE_START';

/** A search range: both ends or neither, and the end not before the start. */
export function dateRangeProblem(
  from: DateInput | null | undefined,
  to: DateInput | null | undefined,
): DateRangeProblem | null {
  const hasFrom = from !== null && from !== undefined && from !== '';
  const hasTo = to !== null && to !== undefined && to !== '';
  if (hasFrom !== hasTo) return 'BOTH_REQUIRED';
  const order = hasFrom ? compareDates(from, to) : null;
  return order !== null && order > 0 ? 'END_BEFORE_START' : null;
}
