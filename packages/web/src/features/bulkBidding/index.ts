/** Bulk bidding on timed sales (sales §2, §4 Bulk bidding). */
import type { AppFeature } from '../../platform/feature';
import { bulkBiddingRoutes } from './routes';
import { bulkBiddingAccess } from './access';

export const bulkBiddingFeature: AppFeature = {
  name: 'bulkBidding',
  routes: bulkBiddingRoutes,
  typePolicies: {
    // A lot is one per ref; the page's list and the confirm modal's fresh copies share it.
    BulkBiddingLot: { keyFields: ['lotRef'] },
    // A page of lots replaces the one cached for the same page, size and search.
    BulkBiddingSale: { keyFields: ['catalogRef'], fields: { lotPage: { merge: false } } },
  },
  accessRules: bulkBiddingAccess,
};
