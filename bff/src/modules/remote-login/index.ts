import { authServiceOf } from '../auth';
import type { PortalModule } from '../module';
import { remoteLoginLegacy } from './remote-login.legacy';
import { remoteLoginRoutes } from './remote-login.routes';
import { remoteLoginService } from './remote-login.service';

export const remoteLoginModule: PortalModule = {
  name: 'remote-login',
  routes: (deps) =>
    remoteLoginRoutes(
      remoteLoginService(remoteLoginLegacy(deps.core), authServiceOf(deps), deps.authLegacy, deps.throttle, {
        ipAttempts: deps.env.loginAttemptsPerWindow * deps.env.throttleIpFactor,
      }),
    ),
};
