import type { DomainMount } from '../domain.js';
import { houseLocationRoutes, locationRoutes } from './locationRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** House locations, countries and states (sales §7). */
export const mountLocations: DomainMount = ({ db, auth }) => ({
  routes: [locationRoutes(db, auth)],
  houseRoutes: [houseLocationRoutes(db)],
});
