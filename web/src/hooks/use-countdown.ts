import { useCallback, useEffect, useState } from 'react';

import { SESSION_TICK_MS as TICK_MS } from '@agent-portal/contracts/constants';

/**
 * Whole seconds left until a deadline, updated in 200 ms ticks (spec 1, section 9) and measured against the
 * clock, so a throttled background tab still shows the right value. `start(seconds)` (re)starts it.
 */
export function useCountdown(): { remaining: number; expired: boolean; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, []);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return { remaining, expired: deadline !== null && remaining === 0, start };
}
