import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessToday, followBusinessClock, formatDateTime } from '../dayjs';

/** 2026-11-27 01:00 in Taipei is 2026-11-26 17:00 UTC: the day before for a browser in UTC. */
const AT_ONE_TAIPEI = new Date('2026-11-26T17:00:00Z');

describe(`the SPA's business time at 01:00 Taipei (TZ=${process.env.TZ ?? 'unset'})`, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(AT_ONE_TAIPEI);
  });
  afterEach(() => vi.useRealTimers());

  it('the date pickers end on the Taipei today', () => {
    expect(businessToday().format('YYYY-MM-DD')).toBe('2026-11-27');
  });

  it("follows the BFF's business clock when it says the gap (CORE_CLOCK outside production)", () => {
    followBusinessClock(2 * 86_400_000);
    try {
      expect(businessToday().format('YYYY-MM-DD')).toBe('2026-11-29');
    } finally {
      followBusinessClock(0);
    }
    expect(businessToday().format('YYYY-MM-DD')).toBe('2026-11-27');
  });

  it('shows an instant in Taiwan time and a core time as written', () => {
    expect(formatDateTime('2026-11-26T17:00:00Z')).toBe('2026/11/27 01:00:00');
    expect(formatDateTime(AT_ONE_TAIPEI.getTime())).toBe('2026/11/27 01:00:00');
    expect(formatDateTime('2026/11/27 01:00:00')).toBe('2026/11/27 01:00:00');
  });
});
