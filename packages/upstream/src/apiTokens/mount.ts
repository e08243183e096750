import type { DomainMount } from '../domain.js';
import { apiTokenRoutes } from './apiTokenRoutes.js';

/** The caller's API tokens: list, create, revoke (under /app/house/{houseRef}). */
export const mountApiTokens: DomainMount = ({ db }) => ({ houseRoutes: [apiTokenRoutes(db)] });
