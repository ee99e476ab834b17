import { Router } from 'express';
import { route } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { CustomerDataService } from './customer-data.service';

/** /api/customer-data: the building blocks of the customer-data steps (logged in). */
export function customerDataRouter(service: CustomerDataService): Router {
  const router = Router();
  router.use(requireLogin);
  router.post(
    '/id-lookup',
    route('post', '/api/customer-data/id-lookup', (ctx, { body }) => service.idLookup(ctx, body)),
  );
  router.post(
    '/name-check',
    route('post', '/api/customer-data/name-check', (ctx, { body }) => service.nameCheck(ctx, body)),
  );
  router.post(
    '/address-check',
    route('post', '/api/customer-data/address-check', (ctx, { body }) => service.addressCheck(ctx, body)),
  );
  return router;
}
