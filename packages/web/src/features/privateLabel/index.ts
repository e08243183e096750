/** Private-label settings: colours, font, language, past auctions and logos (sales §3). */
import type { AppFeature } from '../../platform/feature';
import { privateLabelRoutes } from './routes';
import { privateLabelAccess } from './access';

export const privateLabelFeature: AppFeature = {
  name: 'privateLabel',
  routes: privateLabelRoutes,
  typePolicies: {
    // One per house (the session has one): a save's answer replaces the page's copy.
    PrivateLabelSettings: { keyFields: [] },
    PrivateLabelOptions: { keyFields: [] },
  },
  nav: [
    {
      menu: 'settings',
      label: 'Private Label Settings',
      to: '/settings/plSettings',
      rule: privateLabelAccess.privateLabelPage,
      description: 'Colours, fonts and logos',
    },
  ],
  accessRules: privateLabelAccess,
};
