export * from './errors';
export * from './rules';
export * from './proposals';
export * from './signing';
