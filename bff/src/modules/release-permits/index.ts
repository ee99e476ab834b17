import type { PortalModule } from '../module';
import { releasePermitsRoutes } from './release-permits.routes';

export { releasePermitApplyLegacy } from './release-permits.legacy';
export { releasePermitsService } from './release-permits.service';

/** /api/release-permits: the take-out (release permit) list and application (issue 11). */
export const releasePermitsModule: PortalModule = {
  name: 'release-permits',
  routes: (s) => releasePermitsRoutes(s.releasePermits, s.limits, s.common.accessLog),
};
