import { Router } from 'express';
import type { AbuseLimits } from '../../common/abuse-limits';
import { route } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { CustomerDataService } from './customer-data.service';

/** /api/customer-data: the building blocks of the customer-data steps (logged in; abuse limits per agent and ID). */
export function customerDataRouter(service: CustomerDataService, limits: AbuseLimits): Router {
  const router = Router();
  router.use(requireLogin);
  router.post(
    '/id-lookup',
    route('post', '/api/customer-data/id-lookup', (ctx, { body }) =>
      limits.run(ctx, 'idLookup', [body.idn], () => service.idLookup(ctx, body)),
    ),
  );
  router.post(
    '/name-check',
    route('post', '/api/customer-data/name-check', (ctx, { body }) =>
      limits.run(
        ctx,
        'nameCheck',
        body.customers.map((c) => c.idn),
        () => service.nameCheck(ctx, body),
      ),
    ),
  );
  router.post(
    '/address-check',
    route('post', '/api/customer-data/address-check', (ctx, { body }) =>
      limits.run(ctx, 'addressCheck', [], () => service.addressCheck(ctx, body)),
    ),
  );
  return router;
}
