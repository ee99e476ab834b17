import { route, type RouteDeclaration } from '../../../http/route';
import { consentDocumentPath } from './consent.legacy';
import type { ConsentService } from './consent.service';

/** /api/public/consent: the customer's consent landing (no login, no session). */
export function consentRoutes(consent: ConsentService): RouteDeclaration[] {
  return [
    route('post', '/api/public/consent', (ctx, { body }) => consent.documentUrl(ctx, body.pram)),
    // A public document: the core's cookies stay with this one call, no browser session is made or touched.
    route('get', '/api/public/consent/document', async (_ctx, { query }) => ({
      stream: consentDocumentPath(query.urlNum),
      stateless: true,
    })),
  ];
}
