import type Redis from 'ioredis';
import type { SessionData, Store } from 'express-session';
import { AppError } from '../../common/app-error';
import { DEFAULT_SESSION_TTL_SECONDS, SESSION_PREFIX } from '../../session/session';
import { readCookie, unsignSessionId } from './session-cookie';

interface Deps {
  redis: Redis | null;
  store: Store;
  cookieName: string;
  secret: string;
}

/**
 * The remaining lifetime of the browser session, read without sliding it: the session middleware does not run
 * for this route (it would EXPIRE the key), so the signed cookie is checked here and Redis is only read (GET, TTL).
 */
export function sessionTimeService({ redis, store, cookieName, secret }: Deps) {
  const unauthorized = () => new AppError(401, 'UNAUTHORIZED');

  async function fromRedis(client: Redis, sid: string): Promise<{ sess: SessionData | null; ttl: number }> {
    const key = SESSION_PREFIX + sid;
    const [[, raw], [, ttl]] = (await client.multi().get(key).ttl(key).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    return { sess: raw ? (JSON.parse(raw) as SessionData) : null, ttl };
  }

  function fromStore(sid: string): Promise<{ sess: SessionData | null; ttl: number }> {
    return new Promise((resolve, reject) =>
      store.get(sid, (err, sess) => {
        if (err) return reject(err);
        resolve({ sess: sess ?? null, ttl: sess?.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS });
      }),
    );
  }

  return {
    async remaining(cookieHeader: string | undefined): Promise<{ remainingSeconds: number }> {
      const sid = unsignSessionId(readCookie(cookieHeader, cookieName), secret);
      if (!sid) throw unauthorized();
      const { sess, ttl } = redis ? await fromRedis(redis, sid) : await fromStore(sid);
      if (sess?.auth?.stage !== 'done' || ttl === -2) throw unauthorized();
      return { remainingSeconds: ttl < 0 ? (sess.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS) : ttl };
    },
  };
}

export type SessionTimeService = ReturnType<typeof sessionTimeService>;
