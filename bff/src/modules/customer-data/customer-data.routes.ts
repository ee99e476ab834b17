import type { AbuseLimits } from '../../infra/abuse-limits';
import { guarded, route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import { recordStepAction, type ProposalAccessLog } from '../common';
import type { CustomerDataService } from './customer-data.service';

/**
 * /api/customer-data: the building blocks of the customer-data steps (logged in; abuse limits per agent and ID);
 * each served action in the access log on the case and step the request names (spec 3 §7).
 */
export function customerDataRoutes(
  service: CustomerDataService,
  limits: AbuseLimits,
  accessLog: ProposalAccessLog,
): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route(
        'post',
        '/api/customer-data/id-lookup',
        (ctx, { body }) => limits.run(ctx, 'idLookup', [body.idn], () => service.idLookup(ctx, body)),
        [recordStepAction(accessLog, 'idLookup')],
      ),
      route(
        'post',
        '/api/customer-data/name-check',
        (ctx, { body }) =>
          limits.run(
            ctx,
            'nameCheck',
            body.customers.map((c) => c.idn),
            () => service.nameCheck(ctx, body),
          ),
        [recordStepAction(accessLog, 'nameCheck')],
      ),
      route(
        'post',
        '/api/customer-data/address-check',
        (ctx, { body }) => limits.run(ctx, 'addressCheck', [], () => service.addressCheck(ctx, body)),
        [recordStepAction(accessLog, 'addressCheck')],
      ),
    ],
  );
}
