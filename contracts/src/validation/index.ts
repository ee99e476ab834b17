/**
 * yup building blocks over the pure rules (`@agent-portal/contracts/validation`). Blocks that check a value's
 * own format return a string schema (empty passes; add `.required()`), blocks that relate a value to another
 * field, a `$context` value or the whole object return a test config for `.test()`.
 */
export { requiredText, upperHalfWidth, type RefLike } from './common';
export * from './ids';
export * from './names';
export * from './phones';
export * from './numbers';
export * from './dates';
export * from './email';
export * from './address';
export * from './password';
export * from './conditional';
export * from './shell';
export * from './commission';
export * from './forms';
export * from './proposals';
export * from './written-analysis';
export * from './release-permits';
export * from './aml';
export * from './id-lookup';
// check-items: its own entry '@agent-portal/contracts/validation/check-items' (kept out of the login page's bundle).
export * from './broker-form';
