import type { PortalModule } from '../module';
import { consentLegacy } from './consent.legacy';
import { consentRoutes } from './consent.routes';
import { consentService } from './consent.service';

export const consentModule: PortalModule = {
  name: 'consent',
  routes: ({ core, throttle, env }) =>
    consentRoutes(
      consentService(consentLegacy(core), throttle, {
        ipAttempts: env.loginAttemptsPerWindow * env.throttleIpFactor,
      }),
    ),
};
