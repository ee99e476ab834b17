import type { NextFunction, Request, Response } from 'express';

/**
 * The "now" of business dates (overdue remote cases, the send date's and take-out ranges' today, ages): the
 * machine's, or, outside production with CORE_CLOCK=on (issue 44 item 3), the core's as its answers' `Date` header
 * tells it, so moving the mock's clock (`POST /__mock/clock`) moves the portal's dates too. Evidence and session
 * times keep the machine's clock.
 */
/** The header that tells the SPA the gap between the business clock and the machine's, in ms. */
export const CLOCK_OFFSET_HEADER = 'X-Clock-Offset-Ms';

export interface BusinessClock {
  now: () => Date;
  /** The core's clock minus the machine's, in ms (0 when it follows the machine). */
  offsetMs: () => number;
  /** Reads a core answer's Date header (CORE_CLOCK=on only). */
  observe: (dateHeader: unknown) => void;
}

/** A Date header has whole seconds: a gap below this is the same clock, not a moved one. */
const SAME_CLOCK_MS = 2000;

export function businessClock(followCore: boolean): BusinessClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    observe(dateHeader) {
      if (!followCore || typeof dateHeader !== 'string') return;
      const at = Date.parse(dateHeader);
      if (Number.isNaN(at)) return;
      const gap = at - Date.now();
      offset = Math.abs(gap) < SAME_CLOCK_MS ? 0 : Math.round(gap / 1000) * 1000;
    },
  };
}

/** Adds the clock's gap to every answer, as it stands when the answer's head is written. */
export function clockOffsetHeader(clock: BusinessClock) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent) res.setHeader(CLOCK_OFFSET_HEADER, String(clock.offsetMs()));
      return writeHead(...args);
    }) as Response['writeHead'];
    next();
  };
}
