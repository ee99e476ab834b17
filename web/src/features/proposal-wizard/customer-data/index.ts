/** The customer-data building blocks (issue 10): address, ID lookup, name/AML check. */
// The dialogs are chunks loaded at first opening (lazyDialog): only their types from here, or they load with the step.
export type { AddressDialogProps } from './address/address-dialog';
export * from './address/address-box';
export * from './address/address-field';
export * from './address/address-api';
export type { IdLookupDialogProps, IdLookupResult } from './id-lookup/id-lookup-dialog';
export * from './id-lookup/id-lookup-api';
export * from './name-check/name-check';
export * from './id-lookup/lookup-values';
export * from './id-lookup/id-lookup-field';
