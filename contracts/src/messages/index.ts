export * from './errors';
export * from './rules';
