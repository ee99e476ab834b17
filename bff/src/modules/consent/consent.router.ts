import { Router, type Request, type RequestHandler } from 'express';
import { route } from '../../common/async-handler';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { consentDocumentPath } from './consent.legacy';
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
    route('post', '/api/public/consent', (ctx, { body }) => consent.documentUrl(ctx, body.pram)),
  );
  router.get(
    '/consent/document',
    statelessJar,
    legacyProxy(coreUrl, timeoutMs, (_path, req) =>
      consentDocumentPath(String((req as Request).query.urlNum)),
    ),
  );
  return router;
}
