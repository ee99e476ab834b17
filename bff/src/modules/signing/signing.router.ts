import { Router } from 'express';
import { route } from '../../common/async-handler';
import type { BffBody } from '../../common/bff-types';
import { contextOf } from '../../common/http-context';
import { requireLogin } from '../../session/guards';
import type { BrokerFormService } from './broker-form.service';
import type { SigningService } from './signing.service';

type SignBody = BffBody<'post', '/api/proposals/{transCode}/signing/signatures'>;

/** /api/proposals/{transCode}/signing…, /evidence, /records and /broker-form (issue 13; logged in). */
export function signingRouter(signing: SigningService, brokerForm: BrokerFormService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/:transCode/signing',
    route('get', '/api/proposals/{transCode}/signing', (ctx, { params }) =>
      signing.state(ctx, params.transCode),
    ),
  );
  router.get('/:transCode/signing/documents/:docFid', async (req, res) => {
    const { bytes, sha256 } = await signing.document(
      contextOf(req),
      String(req.params.transCode),
      String(req.params.docFid),
      String(req.query.cusCode),
    );
    res
      .type('application/pdf')
      .set('X-Content-SHA256', sha256)
      .set('Content-Disposition', 'inline')
      .send(bytes);
  });
  // The user agent is evidence: read here, where the request is (services never see it).
  router.post('/:transCode/signing/signatures', async (req, res) => {
    const body = req.body as SignBody;
    res.json(
      await signing.sign(contextOf(req), String(req.params.transCode), {
        recCode: body.recCode,
        image: body.image,
        userAgent: req.get('user-agent') ?? '',
      }),
    );
  });
  router.post(
    '/:transCode/signing/complete',
    route('post', '/api/proposals/{transCode}/signing/complete', (ctx, { params }) =>
      signing.complete(ctx, params.transCode),
    ),
  );
  router.get(
    '/:transCode/evidence',
    route('get', '/api/proposals/{transCode}/evidence', (ctx, { params }) =>
      signing.evidence(ctx, params.transCode),
    ),
  );
  router.get(
    '/:transCode/records',
    route('get', '/api/proposals/{transCode}/records', (ctx, { params }) =>
      signing.records(ctx, params.transCode),
    ),
  );
  router.get(
    '/:transCode/broker-form',
    route('get', '/api/proposals/{transCode}/broker-form', (ctx, { params }) =>
      brokerForm.get(ctx, params.transCode),
    ),
  );
  router.post(
    '/:transCode/broker-form',
    route('post', '/api/proposals/{transCode}/broker-form', (ctx, { params, body }) =>
      brokerForm.save(ctx, params.transCode, body),
    ),
  );
  return router;
}
