import { authServiceOf } from '../auth';
import type { PortalModule } from '../module';
import { remoteLoginLegacy } from './remote-login.legacy';
import { remoteLoginRouter } from './remote-login.router';
import { remoteLoginService } from './remote-login.service';

export const remoteLoginModule: PortalModule = {
  name: 'remote-login',
  mounts: [
    {
      path: '/api/auth',
      router: (deps) =>
        remoteLoginRouter(
          remoteLoginService(
            remoteLoginLegacy(deps.core),
            authServiceOf(deps),
            deps.authLegacy,
            deps.throttle,
            {
              ipAttempts: deps.env.loginAttemptsPerWindow * deps.env.throttleIpFactor,
            },
          ),
        ),
    },
  ],
};
