/** Video broadcast: publish a session's live video and preview it (sales §2 Other screens, §4). */
import type { AppFeature } from '../../platform/feature';
import { broadcastRoutes } from './routes';
import { broadcastAccess } from './access';

export const broadcastFeature: AppFeature = {
  name: 'broadcast',
  routes: broadcastRoutes,
  typePolicies: {
    Broadcast: { keyFields: ['eventId'] },
  },
  accessRules: broadcastAccess,
};
