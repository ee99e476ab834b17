import { Router } from 'express';
import type { AbuseLimits } from '../../common/abuse-limits';
import { route } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { ReleasePermitsService } from './release-permits.service';

/** /api/release-permits: the take-out list, the ID lookup of an application and its submit (logged in). */
export function releasePermitsRouter(service: ReleasePermitsService, limits: AbuseLimits): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/',
    route('get', '/api/release-permits', (ctx, { query }) => service.list(ctx, query)),
  );
  router.post(
    '/',
    route('post', '/api/release-permits', (ctx, { body }) => service.submit(ctx, body)),
  );
  router.get(
    '/customer',
    // A name by national ID: an ID lookup, under the same limits as the dialog's.
    route('get', '/api/release-permits/customer', (ctx, { query }) =>
      limits.run(ctx, 'idLookup', [query.cusIdn], () => service.customer(ctx, query.cusIdn)),
    ),
  );
  return router;
}
