export * from './errors';
export * from './rules';
export * from './proposals';
export * from './signing';
export * from './written-analysis';
export * from './release-permits';
export * from './broker-form';
