import type { DomainMount } from '../domain.js';
import { ibOptionRoutes, privateLabelRoutes } from './privateLabelRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** Private-label settings (sales §3, §7 Other): the lookup lists, ib-settings and the two logos. */
export const mountPrivateLabel: DomainMount = ({ db, auth, options }) => ({
  routes: [ibOptionRoutes(auth)],
  houseRoutes: [privateLabelRoutes(db, options.images)],
});
