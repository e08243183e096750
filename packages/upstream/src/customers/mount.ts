import type { DomainMount } from '../domain.js';
import { customerRoutes } from './customerRoutes.js';
import { seedCustomers } from './customersSeed.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** Your Customers (sales §2 Other screens, §3 Customer, §7 Other): the house's bidders, their groups and keywords. */
export const mountCustomers: DomainMount = ({ db, clock }) => ({ houseRoutes: [customerRoutes(db, clock)] });
/** Registration dates, second street lines and followed keywords of the seeded customers. */
mountCustomers.seed = seedCustomers;
