import type { PortalModule } from '../module';
import { homeRoutes } from './home.routes';

export { homeLegacy } from './home.legacy';
export { homeService } from './home.service';

/** /api/home: the home page's data (its role switch is declared under /api/auth, modules/auth). */
export const homeModule: PortalModule = {
  name: 'home',
  routes: (s) => homeRoutes(s.home),
};
