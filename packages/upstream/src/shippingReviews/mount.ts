import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/jobQueue.js';
import { reviewsCatalogRoutes } from './reviewsCatalogRoutes.js';
import { reviewsRoutes } from './reviewsRoutes.js';
import { ShippingQuoteScheduler } from './reviewsScheduler.js';
import { shipmentsRoutes } from './shipmentsRoutes.js';

export interface ShippingReviewsOptions {
  db: Kysely<DB>;
  jobs: JobQueue;
  /** How long a quote takes (default DEFAULT_SHIPPING_QUOTE_DELAY_MS). */
  quoteDelayMs?: number | undefined;
}

/**
 * Mounts the shipping review parts: the catalog service's /cps/app/catalog/{id}/shipping-review and
 * the shipping service's reviews, metadata and shipments under /api/shipping. Returns the quote
 * scheduler (the app keeps it to resume and stop quotes).
 */
export function mountShippingReviews(app: Express, options: ShippingReviewsOptions): ShippingQuoteScheduler {
  const quotes = new ShippingQuoteScheduler(options.db, options.jobs, options.quoteDelayMs);
  app.use(reviewsCatalogRoutes(options.db, quotes));
  app.use('/api/shipping', reviewsRoutes(options.db, quotes), shipmentsRoutes(options.db));
  return quotes;
}
