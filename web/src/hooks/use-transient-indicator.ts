import { useCallback, useEffect, useRef, useState } from 'react';
import { DOWNLOAD_INDICATOR_MS, UPLOAD_INDICATOR_MS } from '@agent-portal/contracts/constants';

/** How long each kind of loading indicator stays up (spec 2 §4.7): uploads 3 s, downloads 1 s. */
export const INDICATOR_MS = { upload: UPLOAD_INDICATOR_MS, download: DOWNLOAD_INDICATOR_MS } as const;

/**
 * A loading indicator that hides by itself: `show()` raises it and it drops after the kind's time (a file opened
 * in the browser gives the page no "done" event to wait for). Showing again restarts the time.
 */
export function useTransientIndicator(kind: keyof typeof INDICATOR_MS) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    setVisible(true);
    timer.current = window.setTimeout(() => setVisible(false), INDICATOR_MS[kind]);
  }, [kind]);

  return { visible, show };
}
