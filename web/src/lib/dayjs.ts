import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-tw';
import { taipeiDateTime, taipeiToday } from '@agent-portal/contracts/rules';

dayjs.locale('zh-tw');

/** The portal's time display (spec 1, section 9: yyyy/MM/dd hh:mm:ss, 24-hour). */
export const DISPLAY_DATE_TIME = 'YYYY/MM/DD HH:mm:ss';

const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An instant (a number, a Date, an ISO time with its zone) in Taiwan time, whatever the browser's zone; a core
 * time without a zone is Taiwan's wall time already and is shown as written.
 */
export function formatDateTime(value: string | number | Date): string {
  if (typeof value === 'string' && !ZONED.test(value.trim())) {
    const d = dayjs(value);
    if (d.isValid()) return d.format(DISPLAY_DATE_TIME);
  }
  const instant = new Date(value);
  return taipeiDateTime(Number.isNaN(instant.getTime()) ? new Date() : instant);
}

/** The gap between the business clock and the browser's (ms): 0, unless a BFF outside production says otherwise. */
let businessClockOffsetMs = 0;

/**
 * Follows the BFF's business clock: outside production with CORE_CLOCK=on, its answers' X-Clock-Offset-Ms header
 * (the mock core's clock, moved by QA) reaches the date pickers too (issue 44 item 3). Production sends none.
 */
export function followBusinessClock(offsetMs: number): void {
  if (Number.isFinite(offsetMs)) businessClockOffsetMs = offsetMs;
}

/**
 * The Taiwan today as a calendar day of the date pickers (which work in the browser's zone): the latest day a
 * "not after today" field offers, whatever the browser's zone.
 */
export function businessToday(): Dayjs {
  return dayjs(taipeiToday(new Date(Date.now() + businessClockOffsetMs))).endOf('day');
}

export { dayjs };
