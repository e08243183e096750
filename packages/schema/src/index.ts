export * from './constants.js';
export * from './rules/types.js';
export * from './rules/invoiceGroupRules.js';
export * from './rules/dateRangeRules.js';
export * from './rules/passwordRules.js';
export * from './rules/loginRules.js';
