import type { PortalModule } from '../module';
import { robotCheckRoutes } from './robot-check.routes';
import { robotCheckService } from './robot-check.service';

export const robotCheckModule: PortalModule = {
  name: 'robot-check',
  routes: ({ authLegacy }) => robotCheckRoutes(robotCheckService(authLegacy)),
};
