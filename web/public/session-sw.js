/* global self, clients */
/**
 * Logout on page unload (spec 1, section 4: POST /logout with isWait=Y), without logging out on a reload.
 *
 * A page cannot tell a reload from a close while it unloads, and the logout must carry the X-CSRF header
 * (navigator.sendBeacon cannot). So the unloading page tells this worker, which outlives it: after a short
 * grace it looks for another open window of the portal (the reloaded page, a navigation within the portal,
 * another tab) and only when there is none sends the logout.
 *
 * No fetch handler: the worker never intercepts or caches requests.
 */
const GRACE_MS = 3000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'pagehide') return;
  const leaving = event.source && 'id' in event.source ? event.source.id : null;
  event.waitUntil(
    new Promise((resolve) => setTimeout(resolve, GRACE_MS))
      .then(() => clients.matchAll({ type: 'window', includeUncontrolled: true }))
      .then((windows) => {
        const origin = self.location.origin;
        const stayed = windows.some((w) => w.id !== leaving && new URL(w.url).origin === origin);
        if (stayed) return undefined;
        return fetch('/api/auth/logout?isWait=Y', {
          method: 'POST',
          headers: { 'X-CSRF': '1' },
          credentials: 'same-origin',
        }).catch(() => undefined);
      }),
  );
});
