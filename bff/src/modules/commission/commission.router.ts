import { Router } from 'express';
import { json } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { CommissionService } from './commission.service';

/** /api/commission (佣金查詢); bff.yaml checks the query formats, the service runs commissionSearchSchema. */
export function commissionRouter(commission: CommissionService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/',
    json((req, res) => commission.search(req, res, String(req.query.startMonth), String(req.query.endMonth))),
  );
  router.get(
    '/detail',
    json((req, res) =>
      commission.detail(req, res, String(req.query.period), String(req.query.empID), String(req.query.recNo)),
    ),
  );
  return router;
}
