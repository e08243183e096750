/** Realized prices (sales §2 Edit Realized Prices): upload, review and publish a catalog's prices. */
import type { AppFeature } from '../../platform/feature';
import { realizedPricesRoutes } from './routes';

export { realizedPricesPath, showsRealizedPricesLink } from './model/realizedLink';

export const realizedPricesFeature: AppFeature = {
  name: 'realizedPrices',
  routes: realizedPricesRoutes,
  typePolicies: {
    // A page of lots replaces the one cached for the same arguments (nothing to merge).
    RealizedPriceScreen: {
      keyFields: ['catalogId'],
      fields: { lots: { merge: false }, lotPage: { merge: false } },
    },
    RealizedPriceLot: { keyFields: ['id'] },
    // Review rows are the client's own (ids repeat between files): never normalized.
    RealizedPriceRow: { keyFields: false },
  },
};
