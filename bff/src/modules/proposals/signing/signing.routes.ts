import { guarded, route, type RouteDeclaration } from '../../../http/route';
import { requireLogin } from '../../../session/guards';
import type { BrokerFormService } from './broker-form.service';
import { evidenceReport } from './evidence-report';
import type { SigningService } from './signing.service';

/** /api/proposals/{transCode}/signing…, /evidence, /records and /broker-form (issue 13; logged in). */
export function signingRoutes(signing: SigningService, brokerForm: BrokerFormService): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/proposals/{transCode}/signing', (ctx, { params }) =>
        signing.state(ctx, params.transCode),
      ),
      route(
        'get',
        '/api/proposals/{transCode}/signing/documents/{docFid}',
        async (ctx, { params, query }) => {
          const { bytes, sha256 } = await signing.document(
            ctx,
            params.transCode,
            params.docFid,
            query.cusCode,
          );
          return {
            type: 'application/pdf',
            bytes,
            headers: { 'X-Content-SHA256': sha256, 'Content-Disposition': 'inline' },
          };
        },
      ),
      // The user agent is evidence.
      route('post', '/api/proposals/{transCode}/signing/signatures', (ctx, { params, body, userAgent }) =>
        signing.sign(ctx, params.transCode, { recCode: body.recCode, image: body.image, userAgent }),
      ),
      route(
        'post',
        '/api/proposals/{transCode}/signing/signatures/{recCode}/void',
        (ctx, { params, body, userAgent }) =>
          signing.voidSignature(ctx, params.transCode, {
            recCode: params.recCode,
            reason: body.reason,
            userAgent,
          }),
      ),
      route('post', '/api/proposals/{transCode}/signing/complete', (ctx, { params }) =>
        signing.complete(ctx, params.transCode),
      ),
      route('get', '/api/proposals/{transCode}/evidence', (ctx, { params }) =>
        signing.evidence(ctx, params.transCode),
      ),
      route('get', '/api/proposals/{transCode}/evidence/report', async (ctx, { params }) => ({
        type: 'text/html; charset=utf-8',
        bytes: Buffer.from(evidenceReport(await signing.evidence(ctx, params.transCode))),
        headers: { 'Content-Disposition': 'inline', 'Cache-Control': 'no-store' },
      })),
      route('get', '/api/proposals/{transCode}/records', (ctx, { params }) =>
        signing.records(ctx, params.transCode),
      ),
      route('get', '/api/proposals/{transCode}/broker-form', (ctx, { params }) =>
        brokerForm.get(ctx, params.transCode),
      ),
      route('post', '/api/proposals/{transCode}/broker-form', (ctx, { params, body }) =>
        brokerForm.save(ctx, params.transCode, body),
      ),
    ],
  );
}
