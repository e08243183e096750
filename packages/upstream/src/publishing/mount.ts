import type { DomainMount } from '../domain.js';
import { featuredCoverRoutes } from './featuredCoverRoutes.js';
import { seedFeaturedLots } from './featuredLotsSeed.js';
import { previewRoutes } from './previewRoutes.js';
import { publishRoutes } from './publishRoutes.js';

/**
 * Preview and Review & Publish (sales §7): the catalog service's preview, publish, delete, featured
 * and cover routes, and the house app's isCatalogPublished and catalogURL.
 */
export const mountPublishing: DomainMount = ({ db, auth }) => ({
  routes: [previewRoutes(db, auth), publishRoutes(db, auth), featuredCoverRoutes(db, auth)],
});
/** The demo house's featured-lot promotions (Billing and campaign reporting show them). */
mountPublishing.seed = seedFeaturedLots;
