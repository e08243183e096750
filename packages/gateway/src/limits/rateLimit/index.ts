export { InProcessRateCounter, RedisRateCounter, type RateCounter, type WindowCount } from './rateCounter.js';
export { RateLimiter, SIGN_IN_FIELDS, type RateRefusal } from './rateLimiter.js';
export {
  CostBudget,
  costBudgetHeaders,
  costExtension,
  type CostBudgetOptions,
  type CostSpend,
} from './costBudget.js';
export {
  ClientAddresses,
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
  type AddressedRequest,
  type TrustedProxies,
} from './clientAddress.js';
