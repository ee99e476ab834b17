export * from './errors';
export * from './rules';
export * from './proposals';
export * from './written-analysis';
export * from './release-permits';
export * from './customer-data';
export * from './customer-steps';
export * from './attachments';
