import type { PortalModule } from '../module';
import { formsLegacy } from './forms.legacy';
import { formsRouter } from './forms.router';
import { formsService } from './forms.service';

export const formsModule: PortalModule = {
  name: 'forms',
  mounts: [
    {
      path: '/api/forms',
      router: ({ core, cache, env }) =>
        formsRouter(formsService(formsLegacy(core), cache), env.coreUrl, env.legacyTimeoutMs),
    },
  ],
};
