import { Router } from 'express';
import type { DomainMount } from '../domain.js';
import { binDetailsRoutes } from './binDetailsRoutes.js';
import { catalogHouseRoutes } from './catalogHouseRoutes.js';
import { catalogSessionRoutes, STEP_TRACKER_PATH, stepTrackerBodyParser } from './catalogSessionRoutes.js';
import { sessionSettingsRoutes } from './sessionSettingsRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/**
 * The session and fixed-price wizards (sales §7): the catalog service's house, group and session
 * routes, the step tracker (whose body is a bare number), and fixed-price step 1's house calls.
 */
export const mountSaleWizard: DomainMount = ({ db, auth }) => ({
  bodyParsers: [Router().use(STEP_TRACKER_PATH, stepTrackerBodyParser)],
  routes: [catalogHouseRoutes(db, auth), catalogSessionRoutes(db, auth), sessionSettingsRoutes(db, auth)],
  houseRoutes: [binDetailsRoutes(db)],
});
