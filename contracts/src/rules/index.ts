/** Pure validation rules shared by web and BFF (`@agent-portal/contracts/rules`). */
export * from './ids';
export * from './phones';
export * from './money';
export * from './dates';
export * from './password';
export * from './address';
export * from './text';
export * from './email';
export * from './names';
export * from './analysis';
export * from './files';
export * from './commission';
export * from './user-code';
export * from './proposal-actions';
export * from './written-analysis';
export * from './release-permits';
