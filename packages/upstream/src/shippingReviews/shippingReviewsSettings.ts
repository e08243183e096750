import type { DomainSettings } from '../domain.js';
import { optionalInt } from '../settings.js';
import { DEFAULT_SHIPPING_QUOTE_DELAY_MS } from './reviewsScheduler.js';

/** How long a shipping quote takes (docs/CONFIGURATION.md). */
export const shippingReviewsSettings: DomainSettings = {
  variables: [
    {
      name: 'SHIPPING_QUOTE_DELAY_MS',
      default: String(DEFAULT_SHIPPING_QUOTE_DELAY_MS),
      description: 'how long the background job takes to quote a pending shipping review',
    },
  ],
  // Unset: the scheduler's own default.
  fromEnv: (env) => ({ shippingQuoteDelayMs: optionalInt(env, 'SHIPPING_QUOTE_DELAY_MS', 0) }),
};
