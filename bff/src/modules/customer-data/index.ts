import type { ModuleDeps, PortalModule } from '../module';
import { checkedAddresses } from './checked-addresses';
import { customerDataLegacy } from './customer-data.legacy';
import { customerDataRoutes } from './customer-data.routes';
import { customerDataService } from './customer-data.service';
import { nameCheckService } from './name-check';
import { nameCheckRecords } from './name-check-records';
import { releasePermitLegacy } from './release-permit.legacy';

const serviceOf = ({ core, authLegacy, env, redis }: ModuleDeps) => {
  const legacy = customerDataLegacy(core, env.addressCheckTimeoutMs);
  return customerDataService(
    legacy,
    releasePermitLegacy(core),
    authLegacy,
    checkedAddresses(redis),
    nameCheckService(legacy, nameCheckRecords(redis, env.sessionSecret)),
  );
};

/** Issue 10's building blocks: ID lookup, name/AML check, address normalisation. */
export const customerDataModule: PortalModule = {
  name: 'customer-data',
  routes: (deps) => customerDataRoutes(serviceOf(deps), deps.limits),
};
