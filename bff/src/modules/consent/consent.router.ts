import { Router, type Request, type RequestHandler } from 'express';
import { json } from '../../common/async-handler';
import { legacyProxy } from '../../proxy/legacy-proxy';
import type { ConsentService } from './consent.service';

/**
 * The shared proxy keeps legacy cookies in `req.session.legacy`; for a visitor without a session a non-enumerable
 * stand-in keeps that jar out of the serialised session, so express-session neither saves a session nor sets a
 * cookie. (A browser that already has a session keeps its own jar untouched.)
 */
const statelessJar: RequestHandler = (req, _res, next) => {
  if (!req.session.legacy) {
    Object.defineProperty(req.session, 'legacy', {
      value: { cookies: {} },
      enumerable: false,
      writable: true,
    });
  }
  next();
};

/** /api/public/consent: the customer's consent landing (no login, no session). */
export function consentRouter(consent: ConsentService, coreUrl: string, timeoutMs: number): Router {
  const router = Router();
  router.post(
    '/consent',
    json((req, res) => consent.documentUrl(req, res, req.body.pram as string)),
  );
  router.get(
    '/consent/document',
    statelessJar,
    legacyProxy(
      coreUrl,
      timeoutMs,
      (_path, req) =>
        `/public/ins/cus/agreeDoc?urlNum=${encodeURIComponent(String((req as Request).query.urlNum))}`,
    ),
  );
  return router;
}
