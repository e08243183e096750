/** Unpaid-item disputes: the list and its actions, one dispute, Open New File (sales §2 Disputes and feedback). */
import type { AppFeature } from '../../platform/feature';
import { disputesRoutes } from './routes';

export { disputePath, openDisputesPath } from './model/disputeParams';

export const disputesFeature: AppFeature = {
  name: 'disputes',
  routes: disputesRoutes,
  typePolicies: {
    // A dispute's bidder, lot and catalog are parts of it, not shared records.
    Dispute: { keyFields: ['id'] },
    DisputeBidder: { keyFields: false },
    DisputeLot: { keyFields: false },
    DisputeCatalog: { keyFields: false },
  },
  nav: [
    {
      menu: 'customers',
      label: 'View Disputes',
      to: '/customers/viewDisputes',
      rule: 'customer',
      description: 'Unpaid-item disputes',
    },
  ],
};
