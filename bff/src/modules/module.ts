import type { RouteDeclaration } from '../http/route';
import type { Services } from '../services';

/**
 * A module: a folder `modules/<area>/` (one URL prefix, one tree) whose index.ts is all another module may import,
 * and exports this. app.ts lists the modules; their routes are declared from the services the composition root
 * (services.ts) built.
 */
export interface PortalModule {
  name: string;
  /** One declaration per bff.yaml operation the module serves. */
  routes: (services: Services) => RouteDeclaration[];
}
