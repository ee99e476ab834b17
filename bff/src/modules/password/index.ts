import type { PortalModule } from '../module';
import { passwordLegacy } from './password.legacy';
import { passwordRoutes } from './password.routes';
import { passwordService } from './password.service';

export const passwordModule: PortalModule = {
  name: 'password',
  routes: ({ core, authLegacy, throttle, env }) =>
    passwordRoutes(
      passwordService(passwordLegacy(core), authLegacy, throttle, {
        otpAttempts: env.otpAttemptsPerWindow,
        ipFactor: env.throttleIpFactor,
      }),
    ),
};
