import type { AbuseLimits } from '../../../infra/abuse-limits';
import { guarded, route, type RouteDeclaration } from '../../../http/route';
import { requireLogin } from '../../../session/guards';
import { recordStepAction, type ProposalAccessLog } from '../../common';
import type { CustomerStepsService } from './customer-steps.service';

/**
 * /api/customer-steps: the policyholder, insured and legal-representative steps (logged in; consent and SMS
 * under the abuse limits per agent and per phone or ID).
 */
export function customerStepsRoutes(
  service: CustomerStepsService,
  limits: AbuseLimits,
  accessLog: ProposalAccessLog,
): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/customer-steps/context', (ctx) => service.context(ctx)),
      route(
        'post',
        '/api/customer-steps/consent',
        (ctx, { body }) =>
          limits.run(ctx, 'consentCheck', [body.mobile], () =>
            service.consent(ctx, body.cusName, body.mobile),
          ),
        [recordStepAction(accessLog, 'consentCheck')],
      ),
      route(
        'post',
        '/api/customer-steps/sms',
        (ctx, { body }) =>
          limits.run(ctx, 'smsSend', [body.mobile], () =>
            service.sendSms(ctx, body.transCode, body.cusName, body.mobile),
          ),
        [recordStepAction(accessLog, 'sendSms')],
      ),
      route(
        'get',
        '/api/customer-steps/share-agent',
        (ctx, { query }) => service.shareAgent(ctx, query.pirCode),
        [recordStepAction(accessLog, 'shareAgent')],
      ),
      route('get', '/api/customer-steps/{transCode}', (ctx, { params }) =>
        service.load(ctx, params.transCode),
      ),
      route('post', '/api/customer-steps/{transCode}/agent-service', (ctx, { params }) =>
        service.agentService(ctx, params.transCode),
      ),
      route('post', '/api/customer-steps/{transCode}/drafts/{step}', (ctx, { params, body }) =>
        service.save(ctx, params.transCode, params.step, body),
      ),
    ],
  );
}
