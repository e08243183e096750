import type { DomainMount } from '../domain.js';
import { featuredCoverRoutes } from './featuredCoverRoutes.js';
import { seedFeaturedLots } from './featuredLotsSeed.js';
import { salePreviewRoutes } from './salePreviewRoutes.js';
import { publishRoutes } from './publishRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/**
 * Preview and Review & Publish (sales §7): the catalog service's preview, publish, delete, featured
 * and cover routes, and the house app's isCatalogPublished and catalogURL.
 */
export const mountPublishing: DomainMount = ({ db, auth }) => ({
  routes: [salePreviewRoutes(db, auth), publishRoutes(db, auth), featuredCoverRoutes(db, auth)],
});
/** The demo house's featured-lot promotions (Billing and campaign reporting show them). */
mountPublishing.seed = seedFeaturedLots;
