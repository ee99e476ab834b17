import { useEffect, useRef } from 'react';
import { getAppVersion } from '@/api/get-app-version';
import { getVersion } from '@/api/get-version';
import { VERSION_POLL_MS, nextVersion } from '@/lib/version-change';

/** What the login page watches: the SPA's own version file (a portal redeploy) and the core's version. */
const VERSION_SOURCES: readonly (() => Promise<string | null>)[] = [getAppVersion, getVersion];

async function readVersion(read: () => Promise<string | null>): Promise<string | null> {
  try {
    return await read();
  } catch (error) {
    // A failed poll is never shown (spec: background call); the next one tries again.
    console.warn('version poll failed', error);
    return null;
  }
}

/**
 * Polls the versions every 30 s while the login page or a wizard is open (spec 1 §4, §9; spec 2 §8); a change of either calls `onChange`
 * once (the page says 版號有異動，重新載入! and reloads). Failed polls are silent.
 */
export function useVersionPoll(onChange: () => void, intervalMs: number = VERSION_POLL_MS): void {
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    let stopped = false;
    const baselines: (string | null)[] = VERSION_SOURCES.map(() => null);
    const poll = async () => {
      const latest = await Promise.all(VERSION_SOURCES.map(readVersion));
      if (stopped) return;
      let changed = false;
      latest.forEach((value, i) => {
        const next = nextVersion(baselines[i] ?? null, value);
        baselines[i] = next.baseline;
        changed ||= next.changed;
      });
      if (changed) {
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
