/** What other modules may use of customer-data: the name/AML check the BFF runs and records (issue 20). */
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
export { customerDataLegacy } from './customer-data.legacy';
