import { GraphQLError } from 'graphql/index.js';
import type { SubscriptionResolvers } from '../../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../../errors.js';
import { accountOf } from '../providers/shippingReviewService.js';
import type { ShippingReviewUpdateModel } from '../models.js';

/**
 * shippingReviewUpdated: the guard (the same rule as the page's queries) has checked the caller;
 * the catalog is loaded with their own credentials (another house's catalog is NOT_FOUND) unless
 * someone of their house already watches it on this replica.
 */
export const Subscription: SubscriptionResolvers = {
  shippingReviewUpdated: {
    subscribe: async (_parent, args, context) => {
      const hub = context.hubs.shippingReviews;
      if (!hub) throw new GraphQLError('Live updates are not available on this connection.');
      const credentials = context.credentials;
      if (!credentials) throw unauthenticated();
      const catalogId = args.catalogId;
      const [houseRef, account] = await Promise.all([context.houseRef(), accountOf(context)]);
      return hub.watch({
        houseRef,
        account,
        catalogId,
        credentials,
        load: async () => await context.loaders.shippingReviews.catalogShippingReview.load(catalogId),
      });
    },
    resolve: (event: ShippingReviewUpdateModel) => event,
  },
};
