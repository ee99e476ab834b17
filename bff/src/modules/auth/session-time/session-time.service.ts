import { AppError } from '../../../common/app-error';
import {
  DEFAULT_SESSION_TTL_SECONDS,
  sessionIdOfCookie,
  type SessionCookieOptions,
} from '../../../session/session';
import type { PortalStore } from '../../../session/session-store';

interface Deps {
  store: PortalStore;
  cookie: SessionCookieOptions;
  /** The absolute lifetime from the last login step (SESSION_ABSOLUTE_SECONDS). */
  absoluteSeconds: number;
}

/**
 * The remaining lifetime of the browser session, read without sliding it: the session middleware does not run
 * for this route (its GETEX would slide the key), so the signed cookie is checked here and the store only peeked.
 */
export function sessionTimeService({ store, cookie, absoluteSeconds }: Deps) {
  const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
  return {
    async remaining(cookieHeader: string | undefined): Promise<{ remainingSeconds: number }> {
      const sid = sessionIdOfCookie(cookieHeader, cookie);
      if (!sid) throw unauthorized();
      const stored = await store.peek(sid);
      const sess = stored?.data ?? null;
      if (!stored || sess?.auth?.stage !== 'done') throw unauthorized();
      const idle = stored.ttl < 0 ? (sess.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS) : stored.ttl;
      // The absolute lifetime ends the session first when less of it is left than of the idle timeout.
      const lifetime =
        sess.loginAt === undefined
          ? Infinity
          : Math.floor((sess.loginAt + absoluteSeconds * 1000 - Date.now()) / 1000);
      if (lifetime <= 0) throw unauthorized();
      return { remainingSeconds: Math.min(idle, lifetime) };
    },
  };
}

export type SessionTimeService = ReturnType<typeof sessionTimeService>;
