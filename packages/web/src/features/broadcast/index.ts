/** Video broadcast: publish a session's live video and preview it (sales §2 Other screens, §4). */
import type { AppFeature } from '../../app/feature';
import { broadcastRoutes } from './routes';

export const broadcastFeature: AppFeature = {
  name: 'broadcast',
  routes: broadcastRoutes,
  typePolicies: {
    Broadcast: { keyFields: ['eventId'] },
  },
};
