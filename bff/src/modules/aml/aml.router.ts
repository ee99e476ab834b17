import { Router } from 'express';
import { route } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { AmlService } from './aml.service';

/** /api/proposals/{transCode}/aml…: the AML step and the money-laundering resubmission (logged in). */
export function amlRouter(aml: AmlService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/:transCode/aml',
    route('get', '/api/proposals/{transCode}/aml', (ctx, { params }) => aml.load(ctx, params.transCode)),
  );
  router.post(
    '/:transCode/aml/risk',
    route('post', '/api/proposals/{transCode}/aml/risk', (ctx, { params, body }) =>
      aml.saveRisk(ctx, params.transCode, body),
    ),
  );
  router.post(
    '/:transCode/aml/edd',
    route('post', '/api/proposals/{transCode}/aml/edd', (ctx, { params, body }) =>
      aml.saveEdd(ctx, params.transCode, body),
    ),
  );
  router.post(
    '/:transCode/aml/finish',
    route('post', '/api/proposals/{transCode}/aml/finish', (ctx, { params, body }) =>
      aml.finish(ctx, params.transCode, body.moneyLaundMode),
    ),
  );
  return router;
}
