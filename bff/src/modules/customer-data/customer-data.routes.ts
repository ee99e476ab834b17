import type { AbuseLimits } from '../../infra/abuse-limits';
import { guarded, route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import type { CustomerDataService } from './customer-data.service';

/** /api/customer-data: the building blocks of the customer-data steps (logged in; abuse limits per agent and ID). */
export function customerDataRoutes(service: CustomerDataService, limits: AbuseLimits): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('post', '/api/customer-data/id-lookup', (ctx, { body }) =>
        limits.run(ctx, 'idLookup', [body.idn], () => service.idLookup(ctx, body)),
      ),
      route('post', '/api/customer-data/name-check', (ctx, { body }) =>
        limits.run(
          ctx,
          'nameCheck',
          body.customers.map((c) => c.idn),
          () => service.nameCheck(ctx, body),
        ),
      ),
      route('post', '/api/customer-data/address-check', (ctx, { body }) =>
        limits.run(ctx, 'addressCheck', [], () => service.addressCheck(ctx, body)),
      ),
    ],
  );
}
