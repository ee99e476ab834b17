import express, { type RequestHandler } from 'express';
import pino from 'pino';
import { sign } from 'cookie-signature';
import { sessionMiddleware, sessionOf } from '../session-middleware';
import { memorySessionStore, type SessionStore } from '../session-store';
import type { SessionCookieOptions } from '../session-cookie';

export const COOKIE: SessionCookieOptions = { name: 'ap.sid', secret: 's'.repeat(40), secure: false };

/** A store that records every call (and can be slowed down or broken). */
export function recordingStore(inner: SessionStore = memorySessionStore()) {
  const calls: string[] = [];
  const options = { writeDelayMs: 0, fail: null as Error | null };
  const record =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      calls.push(`${name} ${args.join(' ')}`);
      if (options.fail && name !== 'readAndSlide') throw options.fail;
      if (name === 'write' && options.writeDelayMs)
        await new Promise((r) => setTimeout(r, options.writeDelayMs));
      return fn(...args);
    };
  const store: SessionStore = {
    readAndSlide: record('readAndSlide', inner.readAndSlide),
    peek: inner.peek,
    write: record('write', inner.write),
    expire: record('expire', inner.expire),
    remove: record('remove', inner.remove),
    isUnavailable: () => true,
  };
  return { store, inner, calls, options };
}

/** An Express app with only the session layer and the routes a test gives. */
export function sessionApp(store: SessionStore, routes: (app: express.Express) => void) {
  const app = express();
  const quiet = pino({ level: 'silent' });
  const logAndId: RequestHandler = (req, _res, next) => {
    Object.assign(req, { log: quiet, id: 'req-1' });
    next();
  };
  app.use(logAndId, express.json(), sessionMiddleware(store, COOKIE));
  routes(app);
  return app;
}

export { sessionOf };

/** A Cookie header for this id, signed as the layer (and express-session before it) signs. */
export function cookieFor(id: string, secret = COOKIE.secret): string {
  return `${COOKIE.name}=${encodeURIComponent(`s:${sign(id, secret)}`)}`;
}

/** The session id a Set-Cookie line hands out. */
export function idOfSetCookie(lines: string[] | string | undefined): string | undefined {
  const line = ([] as string[]).concat(lines ?? []).find((l) => l.startsWith(`${COOKIE.name}=`));
  if (!line) return undefined;
  const value = decodeURIComponent(line.split(';')[0]!.slice(COOKIE.name.length + 1));
  return value.slice(2, value.lastIndexOf('.'));
}
