import type { PortalModule } from '../module';
import { commissionRoutes } from './commission.routes';

export { commissionLegacy } from './commission.legacy';
export { commissionService } from './commission.service';

/** /api/commission (佣金查詢). */
export const commissionModule: PortalModule = {
  name: 'commission',
  routes: (s) => commissionRoutes(s.commission),
};
