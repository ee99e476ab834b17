import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from './common.legacy';
import { commonRoutes, publicRoutes } from './common.routes';
import { commonService } from './common.service';

const commonOf = ({ core, cache }: ModuleDeps) => commonService(commonLegacy(core), cache);

export const commonModule: PortalModule = {
  name: 'common',
  routes: (deps) => [...commonRoutes(commonOf(deps)), ...publicRoutes(commonOf(deps))],
};
