import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from './common.legacy';
import { commonRouter, publicRouter } from './common.router';
import { commonService } from './common.service';

const commonOf = ({ core, cache }: ModuleDeps) => commonService(commonLegacy(core), cache);

export const commonModule: PortalModule = {
  name: 'common',
  mounts: [
    { path: '/api/common', router: (deps) => commonRouter(commonOf(deps)) },
    { path: '/api/public', router: (deps) => publicRouter(commonOf(deps)) },
  ],
};
