import type { DomainMount } from '../domain.js';
import { authRoutes, houseAuthRoutes } from './authRoutes.js';
import { LoginLimiter } from './loginLimiter.js';

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
