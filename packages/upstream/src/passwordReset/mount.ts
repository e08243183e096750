import { randomBytes } from 'node:crypto';
import type { DomainMount } from '../domain.js';
import { LoginLimiter, type LoginLimiterOptions } from '../viewer/loginLimiter.js';
import { passwordResetRoutes } from './passwordResetRoutes.js';
import { seedStaffEmails } from './passwordResetSeed.js';
import { passwordResetSettings } from './passwordResetSettings.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

declare module '../domain.js' {
  interface DomainOptions {
    /** Signs password-reset links (env PASSWORD_RESET_SECRET); a fresh secret per start when absent. */
    passwordResetSecret?: string | undefined;
    /** The app origins a reset link may open (env PASSWORD_RESET_ORIGINS); empty: any http(s) origin. */
    passwordResetOrigins?: readonly string[] | undefined;
    /** Reset-link requests per (House ID, user name); default like sign-in failures. */
    passwordResetLimiter?: LoginLimiterOptions;
  }
}

/**
 * Password reset (sales §4 Password reset, §7 Other): the request-link and reset calls, outside any
 * session. The link's signing secret is `passwordResetSecret` (env PASSWORD_RESET_SECRET); without
 * it a fresh one per start (links then end with the process, which they outlive by an hour at most).
 */
export const mountPasswordReset: DomainMount = ({ db, options, mailer, logger }) => ({
  routes: [
    passwordResetRoutes({
      db,
      mailer,
      logger,
      secret: options.passwordResetSecret ?? randomBytes(32).toString('hex'),
      limiter: new LoginLimiter(options.passwordResetLimiter ?? options.loginLimiter),
      origins: options.passwordResetOrigins ?? [],
    }),
  ],
});
/** Every demo staff user gets an e-mail address, so the reset link can be tried (reads only users). */
mountPasswordReset.seed = async (db) => ({ user_emails: await seedStaffEmails(db) });
/** Its environment variables and the options they give. */
mountPasswordReset.settings = passwordResetSettings;
