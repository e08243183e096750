import { Router } from 'express';
import type { DomainMount } from '../domain.js';
import { originsRoutes } from './originsRoutes.js';
import { policyRoutes } from './policyRoutes.js';
import { reviewsCatalogRoutes } from './reviewsCatalogRoutes.js';
import { reviewsRoutes } from './reviewsRoutes.js';
import { shipmentsRoutes } from './shipmentsRoutes.js';

/**
 * The shipping review and its settings: the catalog service's /cps/app/catalog/{id}/shipping-review,
 * and the shipping service's policy, origins, reviews, metadata and shipments under /api/shipping.
 * Quotes run on the app's scheduler (the app resumes and stops them).
 */
export const mountShippingReviews: DomainMount = ({ db, shippingQuotes }) => ({
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
});
