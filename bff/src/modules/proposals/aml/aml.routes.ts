import { guarded, route, type RouteDeclaration } from '../../../http/route';
import { requireLogin } from '../../../session/guards';
import type { AmlService } from './aml.service';

/** /api/proposals/{transCode}/aml…: the AML step and the money-laundering resubmission (logged in). */
export function amlRoutes(aml: AmlService): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/proposals/{transCode}/aml', (ctx, { params }) => aml.load(ctx, params.transCode)),
      route('post', '/api/proposals/{transCode}/aml/risk', (ctx, { params, body }) =>
        aml.saveRisk(ctx, params.transCode, body),
      ),
      route('post', '/api/proposals/{transCode}/aml/edd', (ctx, { params, body }) =>
        aml.saveEdd(ctx, params.transCode, body),
      ),
      route('post', '/api/proposals/{transCode}/aml/finish', (ctx, { params, body }) =>
        aml.finish(ctx, params.transCode, body.moneyLaundMode),
      ),
    ],
  );
}
