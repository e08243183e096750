import type { DomainSettings } from '../domain.js';
import { secretValue } from '../settings.js';

/** The reset links' secret and the origins they may open (docs/CONFIGURATION.md). */
export const passwordResetSettings: DomainSettings = {
  variables: [
    {
      name: 'PASSWORD_RESET_SECRET',
      default: 'generated',
      description: 'signs password-reset links (32+ characters); a fresh one per start without it',
    },
    {
      name: 'PASSWORD_RESET_ORIGINS',
      default: '—',
      description: 'comma-separated app origins a reset link may open; any http(s) origin without it',
    },
  ],
  fromEnv: (env) => ({
    passwordResetSecret: secretValue(env, 'PASSWORD_RESET_SECRET'),
    passwordResetOrigins: (env['PASSWORD_RESET_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  }),
};
