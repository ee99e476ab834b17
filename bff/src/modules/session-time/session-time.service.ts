import { AppError } from '../../common/app-error';
import { DEFAULT_SESSION_TTL_SECONDS } from '../../session/session';
import { sessionIdOfCookieHeader, type SessionCookieOptions } from '../../session/session-cookie';
import type { PortalSession } from '../../session/session-data';
import type { SessionStore } from '../../session/session-store';

interface Deps {
  store: SessionStore;
  cookie: SessionCookieOptions;
}

/**
 * The remaining lifetime of the browser session, read without sliding it: the session middleware does not run
 * for this route (its GETEX would slide the key), so the signed cookie is checked here and the store only peeked.
 */
export function sessionTimeService({ store, cookie }: Deps) {
  const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
  return {
    async remaining(cookieHeader: string | undefined): Promise<{ remainingSeconds: number }> {
      const sid = sessionIdOfCookieHeader(cookieHeader, cookie);
      if (!sid) throw unauthorized();
      const stored = await store.peek(sid);
      const sess = stored ? (JSON.parse(stored.raw) as PortalSession) : null;
      if (!stored || sess?.auth?.stage !== 'done') throw unauthorized();
      return {
        remainingSeconds: stored.ttl < 0 ? (sess.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS) : stored.ttl,
      };
    },
  };
}

export type SessionTimeService = ReturnType<typeof sessionTimeService>;
