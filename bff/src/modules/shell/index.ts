import type { ModuleDeps, PortalModule } from '../module';
import { shellLegacy } from './shell.legacy';
import { shellRoutes } from './shell.routes';
import { shellService } from './shell.service';

const shellOf = ({ core, cache, throttle, env }: ModuleDeps) =>
  shellService(shellLegacy(core), cache, throttle, { accessLogPerWindow: env.accessLogPerWindow });

export const shellModule: PortalModule = {
  name: 'shell',
  routes: (deps) => shellRoutes(shellOf(deps)),
};
