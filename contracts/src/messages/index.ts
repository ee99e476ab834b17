export * from './errors';
export * from './rules';
export * from './proposals';
export * from './aml';
export * from './customer-data';
export * from './customer-steps';
