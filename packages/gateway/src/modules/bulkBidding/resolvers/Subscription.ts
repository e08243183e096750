import { GraphQLError } from 'graphql/index.js';
import type { SubscriptionResolvers } from '../../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../../errors.js';
import type { BulkBiddingEvent } from '../live/bulkBiddingHub.js';
import { allLots, bulkBiddingSale, lotsOnPage } from '../providers/bulkBiddingService.js';

/**
 * bulkBiddingLotsChanged: the guard (the page's rule) has checked the caller; the sale is loaded
 * with their own credentials, so another house's sale is NOT_FOUND and the house's rule applies.
 */
export const Subscription: SubscriptionResolvers = {
  bulkBiddingLotsChanged: {
    subscribe: async (_parent, args, context) => {
      const hub = context.hubs.bulkBidding;
      if (!hub) throw new GraphQLError('Live updates are not available on this connection.');
      const credentials = context.credentials;
      if (!credentials) throw unauthenticated();
      const houseRef = await context.houseRef();
      return hub.watch({
        houseRef,
        catalogRef: args.catalogRef,
        lotRefs: args.lotRefs ?? null,
        credentials,
        // The page's lots when it names them (one lotsByRef call, not every page of the sale).
        load: async () => {
          const sale = await bulkBiddingSale(context, args.catalogRef);
          if (args.lotRefs) return lotsOnPage(context, args.catalogRef, args.lotRefs);
          return allLots(context, args.catalogRef, sale.saleInfo.lotCount);
        },
      });
    },
    resolve: (event: BulkBiddingEvent) => event,
  },
};
