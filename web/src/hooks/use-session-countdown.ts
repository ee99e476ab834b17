import { useEffect } from 'react';
import { onSessionActivity } from '@/lib/session-activity';
import { useCountdown } from './use-countdown';

/**
 * Seconds until the session ends: starts at `timeout`, restarts on every successful API call (each one slides
 * the BFF session) and calls `onExpire` at 0.
 */
export function useSessionCountdown(timeout: number, onExpire: () => void): number {
  const { remaining, expired, start } = useCountdown();

  useEffect(() => {
    start(timeout);
    return onSessionActivity(() => start(timeout));
  }, [timeout, start]);

  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);

  return remaining;
}
