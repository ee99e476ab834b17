import { useEffect, useRef } from 'react';
import { getVersion } from '../api/get-version';
import { VERSION_POLL_MS, nextVersion } from '../utils/version-change';

/**
 * Polls the core's version every 30 s while the login page is open; a change calls `onChange` once (the page
 * says 版號有異動，重新載入! and reloads). Failed polls are silent.
 */
export function useVersionPoll(onChange: () => void, intervalMs: number = VERSION_POLL_MS): void {
  const baseline = useRef<string | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      const latest = await getVersion().catch(() => null);
      if (stopped) return;
      const next = nextVersion(baseline.current, latest);
      baseline.current = next.baseline;
      if (next.changed) {
        stopped = true;
        window.clearInterval(timer);
        changeRef.current();
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [intervalMs]);
}
