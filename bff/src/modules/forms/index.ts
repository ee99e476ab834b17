import type { PortalModule } from '../module';
import { formsLegacy } from './forms.legacy';
import { formsRoutes } from './forms.routes';
import { formsService } from './forms.service';

export const formsModule: PortalModule = {
  name: 'forms',
  routes: ({ core, cache }) => formsRoutes(formsService(formsLegacy(core), cache)),
};
