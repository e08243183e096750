/** The shipping review (sales §7, the session wizard's step 7): quotes, origins and the shipping policy. */
import type { AppFeature } from '../../platform/feature';
import { shippingReviewsRoutes } from './routes';

export const shippingReviewsFeature: AppFeature = {
  name: 'shippingReviews',
  routes: shippingReviewsRoutes,
  // Live updates land on these ids and change the page in place.
  typePolicies: {
    ShippingReviewCatalog: { keyFields: ['id'], fields: { lots: { merge: false } } },
    ShippingReviewCounts: { merge: true },
    ShippingReviewLot: { keyFields: ['id'] },
    ShippingReview: {
      keyFields: ['id'],
      fields: { objects: { merge: false }, objectsImages: { merge: false } },
    },
    ShippingObject: { keyFields: ['id'] },
    ShippingObjectType: { keyFields: ['id'] },
  },
};
