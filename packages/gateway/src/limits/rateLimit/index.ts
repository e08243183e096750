export { InProcessRateCounter, RedisRateCounter, type RateCounter, type WindowCount } from './rateCounter.js';
export { RateLimiter, SIGN_IN_FIELDS, type RateRefusal } from './rateLimiter.js';
export {
  CostBudget,
  costBudgetHeaders,
  costExtension,
  type CostBudgetOptions,
  type CostSpend,
} from './costBudget.js';
