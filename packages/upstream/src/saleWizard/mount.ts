import type { Express, Router } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import type { DB } from '../db/schema.js';
import { originsRoutes } from '../shippingReviews/originsRoutes.js';
import { policyRoutes } from '../shippingReviews/policyRoutes.js';
import { binDetailsRoutes } from './binDetailsRoutes.js';
import { calendarRoutes } from '../calendar/calendarRoutes.js';
import { catalogHouseRoutes } from './catalogHouseRoutes.js';
import { catalogSessionRoutes, STEP_TRACKER_PATH, stepTrackerBodyParser } from './catalogSessionRoutes.js';
import { houseLocationRoutes, locationRoutes } from '../locations/locationRoutes.js';
import { sessionSettingsRoutes } from './sessionSettingsRoutes.js';

/**
 * The sales setup parts of the services (sales §7): mount `salesBodyParsers` before the app's JSON
 * parser, `mountSalesSetup` before the /app/house/{houseRef} router (it owns /app/house/address),
 * and `salesHouseRoutes` inside that router.
 */
export function mountSalesBodyParsers(app: Express): void {
  app.use(STEP_TRACKER_PATH, stepTrackerBodyParser);
}

export function mountSalesSetup(app: Express, db: Kysely<DB>): void {
  const auth = requireCaller(db);
  app.use(locationRoutes(db, auth));
  app.use(catalogHouseRoutes(db, auth), catalogSessionRoutes(db, auth), sessionSettingsRoutes(db, auth));
  app.use('/api/shipping', policyRoutes(db), originsRoutes(db));
}

/** The house-scoped sales routes (already behind requireCaller and requireOwnHouse). */
export function salesHouseRoutes(db: Kysely<DB>): Router[] {
  return [calendarRoutes(db), houseLocationRoutes(db), binDetailsRoutes(db)];
}
