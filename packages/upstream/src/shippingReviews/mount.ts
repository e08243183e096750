import { Router } from 'express';
import type { DomainMount } from '../domain.js';
import { originsRoutes } from './originsRoutes.js';
import { policyRoutes } from './policyRoutes.js';
import { reviewsCatalogRoutes } from './reviewsCatalogRoutes.js';
import { reviewsRoutes } from './reviewsRoutes.js';
import { ShippingQuoteScheduler } from './reviewsScheduler.js';
import { shipmentsRoutes } from './shipmentsRoutes.js';
import { shippingReviewsSettings } from './shippingReviewsSettings.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

declare module '../domain.js' {
  interface DomainOptions {
    /** How long a shipping quote takes (env SHIPPING_QUOTE_DELAY_MS; default 15 s). */
    shippingQuoteDelayMs?: number | undefined;
  }
  interface DomainServices {
    /** The quotes' scheduler; tests flush it instead of waiting for the delay. */
    shippingQuotes: ShippingQuoteScheduler;
  }
}

/**
 * The shipping review and its settings: the catalog service's /cps/app/catalog/{id}/shipping-review,
 * and the shipping service's policy, origins, reviews, metadata and shipments under /api/shipping.
 * Quotes run on the domain's scheduler, on the app's queue: quotes waiting when the service stopped
 * resume at the start.
 */
export const mountShippingReviews: DomainMount = ({ db, jobs, options }) => {
  const shippingQuotes = new ShippingQuoteScheduler(db, jobs, options.shippingQuoteDelayMs);
  return {
    services: { shippingQuotes },
    start: async () => {
      await shippingQuotes.resumePending();
    },
    close: async () => shippingQuotes.close(),
    routes: [
      reviewsCatalogRoutes(db, shippingQuotes),
      Router().use(
        '/api/shipping',
        policyRoutes(db),
        originsRoutes(db),
        reviewsRoutes(db, shippingQuotes),
        shipmentsRoutes(db),
      ),
    ],
  };
};
/** Its environment variables and the options they give. */
mountShippingReviews.settings = shippingReviewsSettings;
