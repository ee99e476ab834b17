import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import { releasePermitLegacy } from '../customer-data/release-permit.legacy';
import type { PortalModule } from '../module';
import { releasePermitApplyLegacy } from './release-permits.legacy';
import { releasePermitsRoutes } from './release-permits.routes';
import { releasePermitsService } from './release-permits.service';

/** Issue 11: the take-out (release permit) list and application. */
export const releasePermitsModule: PortalModule = {
  name: 'release-permits',
  routes: ({ core, cache, limits }) =>
    releasePermitsRoutes(
      releasePermitsService(
        releasePermitLegacy(core),
        releasePermitApplyLegacy(core),
        commonService(commonLegacy(core), cache),
      ),
      limits,
    ),
};
