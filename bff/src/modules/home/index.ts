import type { ModuleDeps, PortalModule } from '../module';
import { homeLegacy } from './home.legacy';
import { homeRouter, roleSwitchRouter } from './home.router';
import { homeService } from './home.service';

const homeOf = ({ core, authLegacy }: ModuleDeps) => homeService(homeLegacy(core), authLegacy);

export const homeModule: PortalModule = {
  name: 'home',
  mounts: [
    { path: '/api/home', router: (deps) => homeRouter(homeOf(deps)) },
    { path: '/api/auth', router: (deps) => roleSwitchRouter(homeOf(deps)) },
  ],
};
