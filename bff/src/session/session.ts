import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type Redis from 'ioredis';
import onHeaders from 'on-headers';
import { parse } from 'cookie';
import { unsign } from 'cookie-signature';
import type { Env } from '../config/env';
import { AppError } from '../common/app-error';
import type { PortalSession } from './session-data';
import type { SessionAccessor } from './session-accessor';
import { newSessionId } from './session-id';
import {
  DEFAULT_SESSION_TTL_SECONDS,
  MemorySessionStore,
  RedisSessionStore,
  type PortalStore,
  type StorePolicy,
} from './session-store';

export { DEFAULT_SESSION_TTL_SECONDS, SESSION_PREFIX } from './session-store';

/** The session cookie's name and secret; Secure in production. */
export interface SessionCookieOptions {
  name: string;
  secret: string;
  secure: boolean;
}

/** Redis when there is one; else (never in production, see index.ts) sessions in this process. */
export function createSessionStore(redis: Redis | null, policy: StorePolicy): PortalStore {
  return redis ? new RedisSessionStore(redis, policy) : new MemorySessionStore(policy);
}

/**
 * The session cookie: `ap.sid` (`__Host-ap.sid` in production), HttpOnly, SameSite=Strict, Path=/, no Domain;
 * Secure in production.
 */
export function sessionCookieOptions(env: Pick<Env, 'sessionCookieName' | 'sessionSecret' | 'isProduction'>) {
  return { name: env.sessionCookieName, secret: env.sessionSecret, secure: env.isProduction };
}

/** The session id of a request's signed session cookie (`s:<id>.<signature>`, as express-session signs it). */
export function sessionIdOfCookie(header: string | undefined, { name, secret }: SessionCookieOptions) {
  const value = header === undefined ? undefined : parse(header)[name];
  if (!value?.startsWith('s:')) return undefined;
  const id = unsign(value.slice(2), secret);
  return id === false ? undefined : id;
}

/** What a session holds but express-session's own `cookie` field. */
function dataOf(s: session.Session): PortalSession {
  const { cookie: _cookie, ...data } = s as session.Session & PortalSession;
  return data;
}
const hasData = (s: session.Session | undefined) =>
  s !== undefined && s !== null && Object.keys(dataOf(s)).length > 0;

/** Per request: the session as it was read (id and data), and whether its cookie is to go if it stays empty. */
interface Loaded {
  id: string;
  json: string;
  clearIfEmpty: boolean;
}
const loaded = new WeakMap<Request, Loaded>();

export interface SessionLayerOptions {
  /** Told when a session save fails because the store is down (the metrics). */
  onStoreDown?: () => void;
}

/**
 * The session layer: express-session over the BFF's store (session-store.ts: one GETEX per request that changes
 * nothing, none for a visitor without a cookie), the cookie signed and read by express-session (`cookie`,
 * `cookie-signature`). A new session gets an id carrying its idle timeout (session-id.ts); an empty session is
 * never stored. A cookie whose session is gone (expired, past its lifetime, ended) is cleared as the head goes out
 * (`on-headers`), unless the request made a new session, whose cookie then replaces it.
 */
export function sessionLayer(store: PortalStore, cookie: SessionCookieOptions): RequestHandler {
  const attributes = { httpOnly: true, sameSite: 'strict', path: '/', secure: cookie.secure } as const;
  const sessions = session({
    store,
    name: cookie.name,
    secret: cookie.secret,
    resave: false,
    saveUninitialized: false,
    // The Secure cookie is handed out when the request came over TLS: X-Forwarded-Proto from the TLS terminator
    // (trusted for this alone; a forged one gets a Secure cookie over plain HTTP, which a browser never sends back).
    proxy: true,
    cookie: attributes,
    // A new id (a new visitor, each login step) carries the session's idle timeout: read when the old one is current.
    genid: (req) => newSessionId(req.session?.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS),
  });
  return (req, res, next) => {
    sessions(req, res, (err?: unknown) => {
      if (err) return next(err);
      const stale = !hasData(req.session) && sessionIdOfCookie(req.headers.cookie, cookie) !== undefined;
      const state: Loaded = {
        id: req.sessionID,
        json: JSON.stringify(dataOf(req.session)),
        clearIfEmpty: stale,
      };
      loaded.set(req, state);
      onHeaders(res, () => {
        if (state.clearIfEmpty && !hasData(req.session)) res.clearCookie(cookie.name, attributes);
      });
      next();
    });
  };
}

/**
 * Saves the request's session before its answer goes out, when it changed: a failed save must not end in a
 * success (once the head is out, it could). On failure the session is unset (express-session then neither saves
 * it nor sets its cookie: it would point at nothing) and the failure is thrown: 503 when the store is gone.
 */
export async function saveSessionBeforeAnswer(req: Request, onStoreDown?: () => void): Promise<void> {
  const s = req.session as session.Session | undefined;
  const state = loaded.get(req);
  if (!s || !state) return;
  const json = JSON.stringify(dataOf(s));
  if (req.sessionID === state.id && json === state.json) return;
  if (json === '{}') return;
  try {
    await new Promise<void>((resolve, reject) => s.save((err?: unknown) => (err ? reject(err) : resolve())));
    state.id = req.sessionID;
    state.json = json;
  } catch (err) {
    req.log.warn({ err, reqId: req.id }, 'session save failed');
    delete (req as { session?: unknown }).session;
    const store = req.sessionStore as unknown as PortalStore;
    if (store.isUnavailable(err)) {
      onStoreDown?.();
      throw new AppError(503, 'SESSION_STORE_DOWN');
    }
    throw new AppError(500, 'SERVER_BUSY');
  }
}

/** What services see of a request's session (session-accessor.ts), over express-session's `req.session`. */
class RequestSession implements SessionAccessor {
  constructor(private readonly req: Request) {}

  get id(): string {
    return this.req.sessionID;
  }

  get<K extends keyof PortalSession>(key: K): PortalSession[K] {
    return (this.req.session as (session.Session & PortalSession) | undefined)?.[key];
  }

  set<K extends keyof PortalSession>(key: K, value: PortalSession[K]): void {
    const s = this.req.session as (session.Session & PortalSession) | undefined;
    if (!s) throw new Error('the session has ended in this request');
    if (value === undefined) delete s[key];
    else s[key] = value as (session.Session & PortalSession)[K];
  }

  /**
   * A login step: a new id (express-session's `regenerate`: the old one is removed), the same data. The absolute
   * lifetime is carried (the login sets `loginAt` once; a later step never restarts it); a session that has none
   * yet starts it now.
   */
  async regenerateId(): Promise<void> {
    const s = this.req.session;
    const data = dataOf(s);
    await new Promise<void>((resolve, reject) =>
      s.regenerate((err?: unknown) => (err ? reject(err) : resolve())),
    );
    Object.assign(this.req.session, data);
    (this.req.session as session.Session & PortalSession).loginAt ??= Date.now();
  }

  /** Ends the session: its key goes at once, its cookie as the answer goes out. */
  async destroy(): Promise<void> {
    const s = this.req.session as session.Session | undefined;
    if (!s) return;
    await new Promise<void>((resolve, reject) =>
      s.destroy((err?: unknown) => (err ? reject(err) : resolve())),
    );
    const state = loaded.get(this.req);
    if (state) state.clearIfEmpty = true;
  }
}

/** The session of a request that went through the session layer. */
export function sessionOf(req: Request): SessionAccessor {
  if (!req.session) throw new Error('the session layer did not run for this route');
  return new RequestSession(req);
}
