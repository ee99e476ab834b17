import { Router } from 'express';
import type { AbuseLimits } from '../../common/abuse-limits';
import { route } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { CustomerStepsService, StepName } from './customer-steps.service';

/**
 * /api/customer-steps: the policyholder, insured and legal-representative steps (logged in; consent, SMS and finance
 * under the abuse limits per agent and per phone or ID).
 */
export function customerStepsRouter(service: CustomerStepsService, limits: AbuseLimits): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/context',
    route('get', '/api/customer-steps/context', (ctx) => service.context(ctx)),
  );
  router.post(
    '/consent',
    route('post', '/api/customer-steps/consent', (ctx, { body }) =>
      limits.run(ctx, 'consentCheck', [body.mobile], () => service.consent(ctx, body.cusName, body.mobile)),
    ),
  );
  router.post(
    '/sms',
    route('post', '/api/customer-steps/sms', (ctx, { body }) =>
      limits.run(ctx, 'smsSend', [body.mobile], () =>
        service.sendSms(ctx, body.transCode, body.cusName, body.mobile),
      ),
    ),
  );
  router.get(
    '/share-agent',
    route('get', '/api/customer-steps/share-agent', (ctx, { query }) =>
      service.shareAgent(ctx, query.pirCode),
    ),
  );
  router.get(
    '/:transCode',
    route('get', '/api/customer-steps/{transCode}', (ctx, { params }) => service.load(ctx, params.transCode)),
  );
  router.post(
    '/:transCode/agent-service',
    route('post', '/api/customer-steps/{transCode}/agent-service', (ctx, { params }) =>
      service.agentService(ctx, params.transCode),
    ),
  );
  router.post(
    '/:transCode/drafts/:step',
    route('post', '/api/customer-steps/{transCode}/drafts/{step}', (ctx, { params, body }) =>
      service.save(ctx, params.transCode, params.step as StepName, body),
    ),
  );
  return router;
}
