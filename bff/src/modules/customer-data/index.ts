import type { PortalModule } from '../module';
import { customerDataRoutes } from './customer-data.routes';

/** What other modules and the composition root may use of customer-data (this file is the module's only door). */
export {
  nameCheckRequired,
  nameCheckService,
  nameCheckStopped,
  normalisedIdn,
  type NameCheckRecord,
  type NameCheckService,
  type Party,
} from './name-check';
export { nameCheckRecords } from './name-check-records';
export { idLookupRecords, type IdLookupRecord, type IdLookupRecords } from './id-lookup-records';
export { customerDataLegacy } from './customer-data.legacy';

export { checkedAddresses, type CheckedAddresses } from './checked-addresses';
export { customerDataService } from './customer-data.service';
export { releasePermitLegacy, type ReleasePermitLegacy } from './release-permit.legacy';

/** /api/customer-data: ID lookup, name/AML check, address normalisation (logged in; abuse limits). */
export const customerDataModule: PortalModule = {
  name: 'customer-data',
  routes: (s) => customerDataRoutes(s.customerData, s.limits, s.common.accessLog),
};
