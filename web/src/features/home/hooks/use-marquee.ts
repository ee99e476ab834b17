import { useEffect, useState } from 'react';

/** The home marquee rotates every 3.6 s (spec 1, section 9). */
import { MARQUEE_ROTATE_MS } from '@agent-portal/contracts/constants';

export const MARQUEE_INTERVAL_MS = MARQUEE_ROTATE_MS;

export const nextMarqueeIndex = (index: number, count: number): number =>
  count > 0 ? (index + 1) % count : 0;

/** The index of the line to show among `count`, advancing every `intervalMs`. */
export function useMarquee(count: number, intervalMs: number = MARQUEE_INTERVAL_MS): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => nextMarqueeIndex(i, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}
