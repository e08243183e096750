import type { Express } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../auth/authenticate.js';
import type { DB } from '../db/schema.js';
import { featuredCoverRoutes } from './featuredCoverRoutes.js';
import { previewRoutes } from './previewRoutes.js';
import { publishRoutes } from './publishRoutes.js';

/**
 * Preview and Review & Publish (issue 7): the catalog service's preview, publish, delete, featured
 * and cover routes, and the house app's isCatalogPublished and catalogURL. Mount before the 404.
 */
export function mountReview(app: Express, db: Kysely<DB>): void {
  const auth = requireCaller(db);
  app.use(previewRoutes(db, auth), publishRoutes(db, auth), featuredCoverRoutes(db, auth));
}
