export * from './context';
export * from './party';
export * from './policyholder';
export * from './insured';
export * from './legal-agent';
export * from './values';
export * from './draft';
export * from './field-labels';
