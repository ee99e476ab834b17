import type { PortalModule } from '../module';
import { commissionLegacy } from './commission.legacy';
import { commissionRouter } from './commission.router';
import { commissionService } from './commission.service';

export const commissionModule: PortalModule = {
  name: 'commission',
  mounts: [
    {
      path: '/api/commission',
      router: ({ core }) => commissionRouter(commissionService(commissionLegacy(core))),
    },
  ],
};
