import { Router, type Request } from 'express';
import { route } from '../../common/async-handler';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { consentDocumentPath } from './consent.legacy';
import type { ConsentService } from './consent.service';

/** /api/public/consent: the customer's consent landing (no login, no session). */
export function consentRouter(consent: ConsentService, coreUrl: string, timeoutMs: number): Router {
  const router = Router();
  router.post(
    '/consent',
    route('post', '/api/public/consent', (ctx, { body }) => consent.documentUrl(ctx, body.pram)),
  );
  router.get(
    '/consent/document',
    // A public document: the core's cookies stay with this one call, no browser session is made or touched.
    legacyProxy(
      coreUrl,
      timeoutMs,
      (_path, req) => consentDocumentPath(String((req as Request).query.urlNum)),
      { stateless: true },
    ),
  );
  return router;
}
