export * from './messages';
export * as rules from './rules';
export * as validation from './validation';
export * as constants from './constants';
