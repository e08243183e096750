import type { DomainMount } from '../domain.js';
import { requireCaller } from './authenticate.js';
import { authRoutes, houseAuthRoutes } from './authRoutes.js';
import { requireOwnHouse } from './houseScope.js';
import { LoginLimiter, type LoginLimiterOptions } from './loginLimiter.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

declare module '../domain.js' {
  interface DomainOptions {
    /** Failed sign-in limiting per (House ID, user name). */
    loginLimiter?: LoginLimiterOptions;
  }
}

/** Sign-in, sign-out and the signed-in user (GET /app/house/user), and the super-user lookup. */
export const mountViewer: DomainMount = ({ db, options }) => ({
  routes: [
    authRoutes({
      db,
      limiter: new LoginLimiter(options.loginLimiter),
      secureCookies: options.secureCookies ?? false,
    }),
  ],
  houseRoutes: [houseAuthRoutes(db)],
});
/** Sessions and API tokens are this domain's: every other domain's routes sit behind its checks. */
mountViewer.access = { caller: requireCaller, ownHouse: requireOwnHouse };
