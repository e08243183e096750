import { describe, expect, it } from 'vitest';
import { shippingReviewsSettings } from './shippingReviewsSettings.js';

describe('shippingReviewsSettings', () => {
  it('gives its defaults for an empty environment (the shipping scheduler applies its own when unset)', () => {
    expect(shippingReviewsSettings.fromEnv({}, { dataDir: '/data' })).toEqual({
      shippingQuoteDelayMs: undefined,
    });
  });
});
