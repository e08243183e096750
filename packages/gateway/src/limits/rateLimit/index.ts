export { InProcessRateCounter, RedisRateCounter, type RateCounter, type WindowCount } from './rateCounter.js';
export { RateLimiter, SIGN_IN_FIELDS, type RateRefusal } from './rateLimiter.js';
