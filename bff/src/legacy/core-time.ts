/**
 * The core's time of one request (issue 43 Deliver 6): each core call is counted from its start to the last byte of
 * its answer (reading and checking the answer is the BFF's own work). `legacyMs` sums the calls for the request line;
 * `busyMs` is their union in time, what Server-Timing's `core` reports, so calls made in parallel count once and the
 * BFF's own time (`app`, the rest) is never understated by them.
 */
export interface LegacyTiming {
  legacyMs: number;
  legacyCalls: number;
  /** Calls in flight now; since when (performance.now()) at least one has been; the union of the earlier spans. */
  inFlight: number;
  busySince: number;
  busyMs: number;
}

export const newLegacyTiming = (): LegacyTiming => ({
  legacyMs: 0,
  legacyCalls: 0,
  inFlight: 0,
  busySince: 0,
  busyMs: 0,
});

/** A core call is sent (its start, to give to coreCallEnded). */
export function coreCallStarted(timing: LegacyTiming | undefined, now = performance.now()): number {
  if (timing) {
    if (timing.inFlight === 0) timing.busySince = now;
    timing.inFlight += 1;
  }
  return now;
}

/** A core call's answer is in (or it failed): its time summed, the union moved on; the call's milliseconds. */
export function coreCallEnded(
  timing: LegacyTiming | undefined,
  started: number,
  now = performance.now(),
): number {
  const ms = now - started;
  if (timing) {
    timing.legacyMs += Math.round(ms);
    timing.legacyCalls += 1;
    timing.inFlight = Math.max(0, timing.inFlight - 1);
    if (timing.inFlight === 0) timing.busyMs += now - timing.busySince;
  }
  return ms;
}

/** The union of the request's core calls up to `now`, a call still in flight included. */
export const coreBusyMs = (timing: LegacyTiming, now = performance.now()): number =>
  timing.busyMs + (timing.inFlight > 0 ? now - timing.busySince : 0);
