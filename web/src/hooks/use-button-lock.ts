import { useCallback, useEffect, useRef, useState } from 'react';
import { BUTTON_LOCK_MS } from '@agent-portal/contracts/constants';

/**
 * A pressed button stays locked for 3 s (spec 3 §9), or until its action settles if that takes longer: a double
 * click cannot run the action twice. `run` returns the action's promise; while locked it returns undefined.
 */
export function useButtonLock(lockMs: number = BUTTON_LOCK_MS) {
  const [locked, setLocked] = useState(false);
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    <T>(action: () => Promise<T> | T): Promise<T> | undefined => {
      if (busy.current) return undefined;
      busy.current = true;
      setLocked(true);
      const elapsed = new Promise<void>((resolve) => {
        timer.current = window.setTimeout(resolve, lockMs);
      });
      const result = Promise.resolve().then(action);
      void Promise.allSettled([result, elapsed]).then(() => {
        busy.current = false;
        setLocked(false);
      });
      return result;
    },
    [lockMs],
  );

  return { locked, run };
}
