import type { DomainMount } from '../domain.js';
import { apiTokenRoutes } from './apiTokenRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** The caller's API tokens: list, create, revoke (under /app/house/{houseRef}). */
export const mountApiTokens: DomainMount = ({ db }) => ({ houseRoutes: [apiTokenRoutes(db)] });
