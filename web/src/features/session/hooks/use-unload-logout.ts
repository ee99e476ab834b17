import { useEffect } from 'react';

export const SESSION_WORKER_URL = '/session-sw.js';

/**
 * Logout on page unload with isWait=Y (spec 1, section 4). The service worker `public/session-sw.js` sends it
 * after a grace period unless another window of the portal is open, so a reload or a navigation within the
 * portal keeps the session (docs/decisions.md). Without service workers (an insecure origin) the page sends it
 * itself with `fetch(..., { keepalive: true })`, as the legacy did: a reload then logs out too.
 */
export function useUnloadLogout(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let worker: ServiceWorker | null = null;
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (container) {
      container
        .register(SESSION_WORKER_URL)
        .then(() => container.ready)
        .then((registration) => {
          worker = registration.active;
        })
        .catch(() => undefined);
    }
    const onPageHide = () => {
      if (worker) {
        worker.postMessage({ type: 'pagehide' });
        return;
      }
      if (container) return; // registered but not active yet: let the session's own timeout end it
      void fetch('/api/auth/logout?isWait=Y', {
        method: 'POST',
        headers: { 'X-CSRF': '1' },
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [enabled]);
}
