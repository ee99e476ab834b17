import { Router } from 'express';
import { route } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { CommissionService } from './commission.service';

/** /api/commission (佣金查詢); bff.yaml checks the query formats, the service runs commissionSearchSchema. */
export function commissionRouter(commission: CommissionService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/',
    route('get', '/api/commission', (ctx, { query }) =>
      commission.search(ctx, query.startMonth, query.endMonth),
    ),
  );
  router.get(
    '/detail',
    route('get', '/api/commission/detail', (ctx, { query }) =>
      commission.detail(ctx, query.period, query.empID, query.recNo),
    ),
  );
  return router;
}
