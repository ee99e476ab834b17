import type { PortalModule } from '../module';
import { passwordLegacy } from './password.legacy';
import { passwordRouter } from './password.router';
import { passwordService } from './password.service';

export const passwordModule: PortalModule = {
  name: 'password',
  mounts: [
    {
      path: '/api/auth/password',
      router: ({ core, authLegacy, throttle, env }) =>
        passwordRouter(
          passwordService(passwordLegacy(core), authLegacy, throttle, {
            otpAttempts: env.otpAttemptsPerWindow,
            ipFactor: env.throttleIpFactor,
          }),
        ),
    },
  ],
};
