import type { PortalModule } from '../module';
import { consentLegacy } from './consent.legacy';
import { consentRouter } from './consent.router';
import { consentService } from './consent.service';

export const consentModule: PortalModule = {
  name: 'consent',
  mounts: [
    {
      path: '/api/public',
      router: ({ core, throttle, env }) =>
        consentRouter(
          consentService(consentLegacy(core), throttle, {
            ipAttempts: env.loginAttemptsPerWindow * env.throttleIpFactor,
          }),
          env.coreUrl,
          env.legacyTimeoutMs,
        ),
    },
  ],
};
