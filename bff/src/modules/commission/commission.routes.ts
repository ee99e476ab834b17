import { guarded, route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import type { CommissionService } from './commission.service';

/** /api/commission (佣金查詢); bff.yaml checks the query formats, the service runs commissionSearchSchema. */
export function commissionRoutes(commission: CommissionService): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/commission', (ctx, { query }) =>
        commission.search(ctx, query.startMonth, query.endMonth),
      ),
      route('get', '/api/commission/detail', (ctx, { query }) =>
        commission.detail(ctx, query.period, query.empID, query.recNo),
      ),
    ],
  );
}
