import type { PortalModule } from '../module';
import { commonRoutes, publicRoutes } from './common.routes';
import { consentRoutes } from './consent/consent.routes';
import { shellRoutes } from './shell/shell.routes';

/** What other modules and the composition root may use of the shared data, the shell and the consent landing. */
export { commonLegacy, type CommonLegacy } from './common.legacy';
export { commonService, type CommonService } from './common.service';
export { consentLegacy } from './consent/consent.legacy';
export { consentService } from './consent/consent.service';
export { shellLegacy, type AccessLogEntry, type ShellLegacy } from './shell/shell.legacy';
export { ACCESS_LOG_TIMEOUT_MS, shellService } from './shell/shell.service';
export {
  proposalAccessLog,
  recordStepAction,
  recordTakeOutAction,
  recordWhenServed,
  stepCodeOf,
  type ProposalAccessLog,
} from './shell/proposal-access-log';

/** /api/common, /api/public and /api/access-log: code tables, menu, version, phone switch, consent, access log. */
export const commonModule: PortalModule = {
  name: 'common',
  routes: (s) => [
    ...commonRoutes(s.common.shared),
    ...publicRoutes(s.common.shared),
    ...shellRoutes(s.common.shell),
    ...consentRoutes(s.common.consent),
  ],
};
