import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import { releasePermitLegacy } from '../customer-data/release-permit.legacy';
import type { PortalModule } from '../module';
import { releasePermitApplyLegacy } from './release-permits.legacy';
import { releasePermitsRouter } from './release-permits.router';
import { releasePermitsService } from './release-permits.service';

/** Issue 11: the take-out (release permit) list and application. */
export const releasePermitsModule: PortalModule = {
  name: 'release-permits',
  mounts: [
    {
      path: '/api/release-permits',
      router: ({ core, cache, limits }) =>
        releasePermitsRouter(
          releasePermitsService(
            releasePermitLegacy(core),
            releasePermitApplyLegacy(core),
            commonService(commonLegacy(core), cache),
          ),
          limits,
        ),
    },
  ],
};
