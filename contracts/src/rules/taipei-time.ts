/**
 * Business time (architecture §Dates): every business date and hour is Taiwan's (Asia/Taipei) whatever the zone
 * of the server or the browser. An instant (a Date) becomes a Taiwan calendar date or hour only here.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Taipei';

export interface TaipeiParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter for the process: building an Intl.DateTimeFormat costs far more than using one.
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * The last reading, by the whole second it was taken in: every instant of one UTC second has the same Taiwan reading
 * (zone offsets are whole seconds), and `formatToParts` is the costly part (a commission search reads the month 2×).
 */
let last: { second: number; parts: TaipeiParts } | undefined;

/** The Taiwan wall-clock reading of an instant (default now). */
export function taipeiParts(now: Date = new Date()): TaipeiParts {
  const second = Math.floor(now.getTime() / 1000);
  if (last?.second === second) return { ...last.parts };
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(now)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const reading = {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
  if (Number.isFinite(second)) last = { second, parts: reading };
  return { ...reading };
}

/** The Taiwan calendar date of an instant (default now) as `YYYY-MM-DD`. */
export function taipeiToday(now: Date = new Date()): string {
  const { year, month, day } = taipeiParts(now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The Taiwan hour (0-23) of an instant (default now). */
export function taipeiHour(now: Date = new Date()): number {
  return taipeiParts(now).hour;
}

/** `yyyy/MM/dd HH:mm:ss` in Taiwan time, as the core writes its times. */
export function taipeiDateTime(now: Date = new Date()): string {
  const { year, month, day, hour, minute, second } = taipeiParts(now);
  return `${pad(year, 4)}/${pad(month)}/${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** `yyyymm` of the Taiwan month `offset` months from the month of `now` (negative = earlier). */
export function taipeiMonth(now: Date = new Date(), offset = 0): string {
  const { year, month } = taipeiParts(now);
  return monthAt(year * 12 + (month - 1) + offset);
}

/** `yyyymm` of a month counted from year 0 (`year * 12 + month - 1`). */
export const monthAt = (index: number): string => `${pad(Math.floor(index / 12), 4)}${pad((index % 12) + 1)}`;
