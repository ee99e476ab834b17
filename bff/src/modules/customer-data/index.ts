import type { ModuleDeps, PortalModule } from '../module';
import { customerDataLegacy } from './customer-data.legacy';
import { customerDataRouter } from './customer-data.router';
import { customerDataService } from './customer-data.service';
import { releasePermitLegacy } from './release-permit.legacy';

const serviceOf = ({ core, authLegacy, env }: ModuleDeps) =>
  customerDataService(
    customerDataLegacy(core, env.addressCheckTimeoutMs),
    releasePermitLegacy(core),
    authLegacy,
  );

/** Issue 10's building blocks: ID lookup, name/AML check, address normalisation. */
export const customerDataModule: PortalModule = {
  name: 'customer-data',
  mounts: [
    { path: '/api/customer-data', router: (deps) => customerDataRouter(serviceOf(deps), deps.limits) },
  ],
};
