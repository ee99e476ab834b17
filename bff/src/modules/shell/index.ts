import type { ModuleDeps, PortalModule } from '../module';
import { shellLegacy } from './shell.legacy';
import { accessLogRouter, shellCommonRouter, shellPublicRouter } from './shell.router';
import { shellService } from './shell.service';

const shellOf = ({ core, cache, throttle, env }: ModuleDeps) =>
  shellService(shellLegacy(core), cache, throttle, { accessLogPerWindow: env.accessLogPerWindow });

export const shellModule: PortalModule = {
  name: 'shell',
  mounts: [
    { path: '/api/common', router: (deps) => shellCommonRouter(shellOf(deps)) },
    { path: '/api/public', router: (deps) => shellPublicRouter(shellOf(deps)) },
    { path: '/api', router: (deps) => accessLogRouter(shellOf(deps)) },
  ],
};
