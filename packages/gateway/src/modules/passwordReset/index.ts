import type { GatewayModule } from '../gatewayModule.js';
import { Mutation } from './resolvers/Mutation.js';

/**
 * Password reset (sales §4 Password reset, §7 forgotPassword and resetPassword): public, since the
 * caller cannot sign in; both fields count as sign-in attempts per client address
 * (limits/rateLimit SIGN_IN_FIELDS), and the house service limits requests per House ID and user.
 */
export const passwordResetModule = {
  name: 'passwordReset' as const,
  resolvers: { Mutation },
  guards: {
    Mutation: { requestPasswordReset: 'public', resetPassword: 'public' },
  },
} satisfies GatewayModule;
