import type { AbuseLimits } from '../../infra/abuse-limits';
import { guarded, route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import { recordTakeOutAction, type ProposalAccessLog } from '../common';
import type { ReleasePermitsService } from './release-permits.service';

/**
 * /api/release-permits: the take-out list, the ID lookup of an application and its submit (logged in); each
 * served action in the access log (spec 3 §7).
 */
export function releasePermitsRoutes(
  service: ReleasePermitsService,
  limits: AbuseLimits,
  accessLog: ProposalAccessLog,
): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/release-permits', (ctx, { query }) => service.list(ctx, query), [
        recordTakeOutAction(accessLog, 'releasePermitSearch'),
      ]),
      route('post', '/api/release-permits', (ctx, { body }) => service.submit(ctx, body), [
        recordTakeOutAction(accessLog, 'releasePermitSubmit'),
      ]),
      // A name by national ID: an ID lookup, under the same limits as the dialog's.
      route(
        'get',
        '/api/release-permits/customer',
        (ctx, { query }) =>
          limits.run(ctx, 'idLookup', [query.cusIdn], () => service.customer(ctx, query.cusIdn)),
        [recordTakeOutAction(accessLog, 'releasePermitCustomer')],
      ),
    ],
  );
}
