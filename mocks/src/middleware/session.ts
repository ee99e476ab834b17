import type { NextFunction, Request, Response } from 'express';
import { randomToken } from '../lib/random';
import { now, numericParameter, state, type MockSession, type Stage } from '../state';

export const SESSION_COOKIE = 'JSESSIONID';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

interface RequestSession {
  session?: MockSession;
  expired: boolean;
  xsrfToken: string;
}

const perRequest = new WeakMap<Request, RequestSession>();
const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

const cookie = (req: Request, name: string): string | undefined => {
  const value: unknown = req.cookies?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Resolves the JSESSIONID session (idle timeout = SYS/SESSION_TIMEOUT), sets XSRF-TOKEN and enforces it on writes. */
export function sessionAndXsrf(req: Request, res: Response, next: NextFunction): void {
  let session = state.sessions.get(cookie(req, SESSION_COOKIE) ?? '');
  let expired = false;
  if (session && now() - session.lastSeenAt > numericParameter('SESSION_TIMEOUT', 1800) * 1000) {
    state.sessions.delete(session.id);
    session = undefined;
    expired = true;
  }
  if (session) session.lastSeenAt = now();

  const sentToken = cookie(req, XSRF_COOKIE);
  const xsrfToken = session?.xsrfToken ?? sentToken ?? randomToken();
  if (sentToken !== xsrfToken) res.cookie(XSRF_COOKIE, xsrfToken, { path: '/', sameSite: 'lax' });
  perRequest.set(req, { session, expired, xsrfToken });

  if (UNSAFE.has(req.method)) {
    const header = req.get(XSRF_HEADER);
    if (!header || header !== sentToken || (session && header !== session.xsrfToken)) {
      res.status(403).json({ message: 'Invalid CSRF token' });
      return;
    }
  }
  next();
}

export function sessionOf(req: Request): MockSession | undefined {
  return perRequest.get(req)?.session;
}

/** The session of this request, created (with a new JSESSIONID cookie) when there is none. */
export function ensureSession(req: Request, res: Response): MockSession {
  const current = perRequest.get(req);
  if (current?.session) return current.session;
  const session: MockSession = {
    id: randomToken(16).toUpperCase(),
    xsrfToken: current?.xsrfToken ?? randomToken(),
    lastSeenAt: now(),
    captcha: null,
    stage: 'anonymous',
    userCode: null,
    randomPageId: null,
    otpValidate: 'N',
    branCode: null,
    roleCode: null,
    roleName: null,
    recaptchaToken: null,
  };
  state.sessions.set(session.id, session);
  perRequest.set(req, { session, expired: false, xsrfToken: session.xsrfToken });
  res.cookie(SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'lax' });
  return session;
}

export function endSession(req: Request, res: Response): void {
  const session = sessionOf(req);
  if (session) state.sessions.delete(session.id);
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** 401 `{message}` unless the session has reached one of the stages; the handler gets the session. */
export function withStage(
  stages: Stage[],
  handler: (req: Request, res: Response, session: MockSession) => void,
) {
  return (req: Request, res: Response): void => {
    const info = perRequest.get(req);
    const session = info?.session;
    if (!session) {
      const message = info?.expired
        ? '閒置時間過長，系統已自動登出，請重新登入'
        : '尚未登入或連線已逾時，請重新登入';
      res.status(401).json({ message });
      return;
    }
    if (!stages.includes(session.stage)) {
      res.status(401).json({ message: '尚未完成登入程序，請重新登入' });
      return;
    }
    handler(req, res, session);
  };
}

export const loggedIn = (handler: (req: Request, res: Response, session: MockSession) => void) =>
  withStage(['ready'], handler);
