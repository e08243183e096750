import type { DomainMount } from '../domain.js';
import { houseLocationRoutes, locationRoutes } from './locationRoutes.js';

/** House locations, countries and states (sales §7). */
export const mountLocations: DomainMount = ({ db, auth }) => ({
  routes: [locationRoutes(db, auth)],
  houseRoutes: [houseLocationRoutes(db)],
});
