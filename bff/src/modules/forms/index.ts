import type { PortalModule } from '../module';
import { formsRoutes } from './forms.routes';

export { formsLegacy } from './forms.legacy';
export { formsService } from './forms.service';

/** /api/forms (表單下載). */
export const formsModule: PortalModule = {
  name: 'forms',
  routes: (s) => formsRoutes(s.forms),
};
