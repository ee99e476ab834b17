import type { PortalModule } from '../module';
import { commissionLegacy } from './commission.legacy';
import { commissionRoutes } from './commission.routes';
import { commissionService } from './commission.service';

export const commissionModule: PortalModule = {
  name: 'commission',
  routes: ({ core }) => commissionRoutes(commissionService(commissionLegacy(core))),
};
