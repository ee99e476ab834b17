export * from './errors';
export * from './rules';
export * from './proposals';
export * from './customer-data';
export * from './customer-steps';
