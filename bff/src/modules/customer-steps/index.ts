import type { ModuleDeps, PortalModule } from '../module';
import { commonLegacy } from '../common/common.legacy';
import { commonService } from '../common/common.service';
import { checkedAddresses } from '../customer-data/checked-addresses';
import { customerDataLegacy, nameCheckRecords, nameCheckService } from '../customer-data/public';
import { newCasesOf } from '../proposals';
import { customerStepsLegacy } from './customer-steps.legacy';
import { customerStepsRoutes } from './customer-steps.routes';
import { customerStepsService } from './customer-steps.service';
import { draftRevisions } from './draft-revisions';

/** The customer steps' service, as this module and the completeness verdict use it. */
export const customerStepsOf = ({ core, cache, authLegacy, redis, env }: ModuleDeps) =>
  customerStepsService(
    customerStepsLegacy(core),
    authLegacy,
    commonService(commonLegacy(core), cache),
    draftRevisions(redis),
    newCasesOf({ core, cache, redis }),
    checkedAddresses(redis),
    nameCheckService(
      customerDataLegacy(core, env.addressCheckTimeoutMs),
      nameCheckRecords(redis, env.sessionSecret),
    ),
  );

/** Issue 10 (g10a): the customer steps n1-n3, their drafts, consent, SMS and co-solicitation. */
export const customerStepsModule: PortalModule = {
  name: 'customer-steps',
  routes: (deps) => customerStepsRoutes(customerStepsOf(deps), deps.limits),
};
