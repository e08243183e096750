import type { DomainMount } from '../domain.js';
import { disputeRoutes } from './disputeRoutes.js';
import { seedDisputes } from './disputesSeed.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** Unpaid-item disputes (sales §2 Disputes and feedback, §4, §7, §8, §9). */
export const mountDisputes: DomainMount = ({ db, clock }) => ({ houseRoutes: [disputeRoutes(db, clock)] });
/** Disputes in every status, their messages and what closed ones recorded (reads the shared seed). */
mountDisputes.seed = seedDisputes;
