import { timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type RequestHandler } from 'express';
import { AppError } from '../common/app-error';
import { isAllowedHost, type AllowedHosts } from '../config/allowed-hosts';
import type { PortalStore } from '../session/session-store';
import { listSessions, MAX_REASON_CHARS, revokeSessions, USER_CODE } from './session-admin';

export const ADMIN_PATH = '/admin';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may use the admin routes: a caller with `Authorization: Bearer <ADMIN_TOKEN>` who dialled the instance itself,
 * never through the public face: a Host that is one of the public names (ALLOWED_HOSTS, when it lists them) or a
 * request a proxy forwarded (X-Forwarded-For, Forwarded) is refused whatever its token. Everyone else gets the
 * ordinary 404, as /metrics answers them.
 */
function adminOnly(token: string, publicHosts: AllowedHosts): RequestHandler {
  return (req, _res, next) => {
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    const onPublicName = !publicHosts.loopback && isAllowedHost(req.headers.host, publicHosts);
    if (forwarded || onPublicName || !sameSecret(req.get('authorization') ?? '', `Bearer ${token}`))
      return next(new AppError(404, 'NOT_FOUND'));
    next();
  };
}

function userCodeOf(req: Request): string {
  const userCode = String(req.params.userCode ?? '');
  if (!USER_CODE.test(userCode)) throw new AppError(400, 'BAD_REQUEST', undefined, ['userCode']);
  return userCode;
}

/** An optional short text of the body: absent, or a string of 1-200 characters. */
function shortText(body: unknown, name: 'reason' | 'by'): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_REASON_CHARS)
    throw new AppError(400, 'BAD_REQUEST', undefined, [name]);
  return value.trim();
}

/**
 * Session administration over HTTP (issue 43 Deliver 4), the same as `npm run ops -- sessions …`:
 * - `GET /admin/sessions/:userCode`: `{userCode, sessions}` (session-store.ts AgentSession: a reference, never an id);
 * - `POST /admin/sessions/:userCode/revoke` with an optional JSON `{reason, by}`: `{userCode, revoked}`.
 * Mounted only when ADMIN_TOKEN is set (app.ts).
 */
export function adminRouter(store: PortalStore, token: string, publicHosts: AllowedHosts): Router {
  const router = Router();
  router.use(ADMIN_PATH, adminOnly(token, publicHosts));
  router.get(`${ADMIN_PATH}/sessions/:userCode`, async (req, res) => {
    const userCode = userCodeOf(req);
    res.set('Cache-Control', 'no-store').json({ userCode, sessions: await listSessions(store, userCode) });
  });
  router.post(`${ADMIN_PATH}/sessions/:userCode/revoke`, express.json({ limit: '4kb' }), async (req, res) => {
    const userCode = userCodeOf(req);
    const reason = shortText(req.body, 'reason');
    const by = shortText(req.body, 'by') ?? 'admin token';
    const done = await revokeSessions(
      store,
      req.log,
      userCode,
      { by, via: 'http', clientIp: req.ip },
      reason,
    );
    res.set('Cache-Control', 'no-store').json(done);
  });
  router.use(ADMIN_PATH, (_req, _res, next) => next(new AppError(404, 'NOT_FOUND')));
  return router;
}
