/** Private-label settings: colours, font, language, past auctions and logos (sales §3). */
import type { AppFeature } from '../../app/feature';
import { privateLabelRoutes } from './routes';

export const privateLabelFeature: AppFeature = {
  name: 'privateLabel',
  routes: privateLabelRoutes,
  typePolicies: {
    // One per house (the session has one): a save's answer replaces the page's copy.
    PrivateLabelSettings: { keyFields: [] },
    PrivateLabelOptions: { keyFields: [] },
  },
};
