/** Password reset without a session: request a link, then choose a new password (sales §4). */
import type { AppFeature } from '../../platform/feature';
import { passwordResetPublicRoutes } from './routes';

export const passwordResetFeature: AppFeature = {
  name: 'passwordReset',
  routes: [],
  publicRoutes: passwordResetPublicRoutes,
  typePolicies: {},
};
