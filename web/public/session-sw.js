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
/**
 * After the grace, the looks (a second apart) that must all find no other window before the logout is sent. One look
 * can fall between two documents of a navigating window (the old page gone, the new one not yet a client): in CI a
 * tab sent to a new URL 3 s after its previous page load was logged out by the look of that earlier page's grace.
 */
const LOOKS = 4;
const LOOK_APART_MS = 1000;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

/** Whether a window of the portal other than `leaving` is open now. */
async function anotherWindow(leaving) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const origin = self.location.origin;
  return windows.some((w) => w.id !== leaving && new URL(w.url).origin === origin);
}

async function logoutUnlessStayed(leaving) {
  await wait(GRACE_MS);
  for (let look = 0; look < LOOKS; look++) {
    if (look > 0) await wait(LOOK_APART_MS);
    if (await anotherWindow(leaving)) return;
  }
  await fetch('/api/auth/logout?isWait=Y', {
    method: 'POST',
    headers: { 'X-CSRF': '1' },
    credentials: 'same-origin',
  }).catch(() => undefined);
}

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'pagehide') return;
  const leaving = event.source && 'id' in event.source ? event.source.id : null;
  event.waitUntil(logoutUnlessStayed(leaving));
});
