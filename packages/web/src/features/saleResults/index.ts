/** Sale results: the past sessions to pick and their results (sales §2 Sale results). */
import type { AppFeature } from '../../platform/feature';
import { saleResultsRoutes } from './routes';

export const saleResultsFeature: AppFeature = {
  name: 'saleResults',
  routes: saleResultsRoutes,
  typePolicies: {
    // A lot has one result: feedback saved or removed from the modal updates its row in place.
    SaleResultItem: { keyFields: ['lotRef'] },
    SaleResultReport: { keyFields: ['catalogRefs'] },
    SaleResultBidder: { keyFields: false },
  },
  nav: [
    {
      menu: 'reports',
      label: 'Session Results',
      to: '/reports/sessionResults',
      rule: 'reports',
      description: 'Session statistics and results',
    },
  ],
};
