import type { PortalModule } from '../module';
import { robotCheckRouter } from './robot-check.router';
import { robotCheckService } from './robot-check.service';

export const robotCheckModule: PortalModule = {
  name: 'robot-check',
  mounts: [
    { path: '/api/auth', router: ({ authLegacy }) => robotCheckRouter(robotCheckService(authLegacy)) },
  ],
};
