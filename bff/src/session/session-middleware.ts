import type { Request, RequestHandler, Response } from 'express';
import { AppError, envelope } from '../common/app-error';
import { LeanSession, DEFAULT_SESSION_TTL_SECONDS } from './lean-session';
import {
  clearedCookieLine,
  sessionCookieLine,
  sessionIdOfCookieHeader,
  type SessionCookieOptions,
} from './session-cookie';
import { hasTtlMark, ttlOfSessionId } from './session-id';
import type { SessionStore } from './session-store';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's browser session (absent only where the session middleware does not run). */
    session?: LeanSession;
  }
}

/** The session of a request that went through the session middleware. */
export function sessionOf(req: Request): LeanSession {
  if (!req.session) throw new Error('the session middleware did not run for this route');
  return req.session;
}

/** The TTL to slide a cookie's session with, or undefined for an id that cannot be ours. */
function slideTtl(id: string): number | undefined {
  return hasTtlMark(id) ? ttlOfSessionId(id) : DEFAULT_SESSION_TTL_SECONDS;
}

export interface SessionPolicy {
  /** The absolute lifetime from the last login step: a session older than this is destroyed when met. */
  absoluteSeconds?: number;
  /** Told when a session save fails because the store is down (the metrics). */
  onStoreDown?: () => void;
}

/**
 * The session layer: one command per request that changes nothing (`GETEX key EX <ttl>`: read and slide), none for
 * a visitor without a valid cookie. A changed session is written before the response ends (the next request sees
 * it), the cookie set or cleared as the headers go out.
 */
export function sessionMiddleware(
  store: SessionStore,
  cookie: SessionCookieOptions,
  policy: SessionPolicy = {},
): RequestHandler {
  return async (req, res, next) => {
    const cookieId = sessionIdOfCookieHeader(req.headers.cookie, cookie);
    const ttl = cookieId === undefined ? undefined : slideTtl(cookieId);
    const raw = cookieId !== undefined && ttl !== undefined ? await store.readAndSlide(cookieId, ttl) : null;
    const session = new LeanSession(store, cookieId, raw);
    if (policy.absoluteSeconds !== undefined && session.outlived(policy.absoluteSeconds)) {
      req.log.info({ reqId: req.id }, 'session past its absolute lifetime: destroyed');
      await session.destroy();
    }
    req.session = session;
    setCookieWithHeaders(res, session, cookie);
    holdEndUntilSaved(req, res, session, store, policy.onStoreDown);
    next();
  };
}

/** `writeHead(status, reason?, headers?)` and `end(chunk?, encoding?, callback?)`: fixed arity, no array per call. */
type ThreeArgs = (this: Response, a?: unknown, b?: unknown, c?: unknown) => Response;

function setCookieWithHeaders(res: Response, session: LeanSession, cookie: SessionCookieOptions): void {
  const writeHead = res.writeHead as ThreeArgs;
  res.writeHead = function (this: Response, status: unknown, reason?: unknown, headers?: unknown) {
    const change = session.settle();
    if (change === 'clear') res.appendHeader('Set-Cookie', clearedCookieLine(cookie));
    else if (change) res.appendHeader('Set-Cookie', sessionCookieLine(change.set, cookie));
    return writeHead.call(this, status, reason, headers);
  } as Response['writeHead'];
}

/** `res.end` waits for the session's writes; when they fail before the headers went out, the answer is 503. */
function holdEndUntilSaved(
  req: Request,
  res: Response,
  session: LeanSession,
  store: SessionStore,
  onStoreDown?: () => void,
): void {
  const end = res.end as ThreeArgs;
  res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    res.end = end as Response['end'];
    const writes = session.pendingWrites();
    if (!writes.length) return end.call(res, chunk, encoding, callback);
    void (async () => {
      try {
        for (const write of writes) await write();
      } catch (err) {
        req.log.warn({ err, reqId: req.id }, 'session save failed');
        if (store.isUnavailable(err)) onStoreDown?.();
        if (!res.headersSent) return answerSaveFailure(req, res, session, err, end);
      }
      end.call(res, chunk, encoding, callback);
    })();
    return res;
  } as Response['end'];
}

/** The answer to a failed save (503 when the store is gone), the cookie given up: it would point at nothing. */
function saveFailure(session: LeanSession, err: unknown): AppError {
  session.abandonCookie();
  return session.storeDown(err) ? new AppError(503, 'SESSION_STORE_DOWN') : new AppError(500, 'SERVER_BUSY');
}

/**
 * Saves the request's session before a streamed answer's headers go out: once they are out, a failed save could
 * only end in a success that lost the session's change. Resolves to the failure to answer instead, or null.
 */
export async function saveSessionBeforeStreaming(req: Request): Promise<AppError | null> {
  if (!req.session) return null;
  try {
    await req.session.flush();
    return null;
  } catch (err) {
    req.log.warn({ err, reqId: req.id }, 'session save failed');
    return saveFailure(req.session, err);
  }
}

function answerSaveFailure(
  req: Request,
  res: Response,
  session: LeanSession,
  err: unknown,
  end: ThreeArgs,
): void {
  const failure = saveFailure(session, err);
  // The length of the answer this one replaces goes.
  res.removeHeader('content-length');
  res.statusCode = failure.status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  end.call(res, JSON.stringify(envelope(String(req.id), failure.status, failure.code, failure.message)));
}
