import type { ModuleDeps, PortalModule } from '../module';
import { homeLegacy } from './home.legacy';
import { homeRoutes, roleSwitchRoutes } from './home.routes';
import { homeService } from './home.service';

const homeOf = ({ core, authLegacy }: ModuleDeps) => homeService(homeLegacy(core), authLegacy);

export const homeModule: PortalModule = {
  name: 'home',
  routes: (deps) => [...homeRoutes(homeOf(deps)), ...roleSwitchRoutes(homeOf(deps))],
};
