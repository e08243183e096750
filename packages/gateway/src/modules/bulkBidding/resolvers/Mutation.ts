import { BULK_BIDDING_MESSAGES, BULK_CANCEL_LIMIT } from '@ah/schema';
import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { cancelBulkBid, placeBulkBids } from '../providers/bulkBiddingService.js';

export const Mutation: MutationResolvers = {
  placeBulkBids: async (_parent, args, context) => {
    const results = await placeBulkBids(context, args.input);
    return {
      results,
      successful: results.filter((r) => r.success),
      failed: results.filter((r) => !r.success),
    };
  },
  cancelBulkBid: async (_parent, args, context) => {
    const count = await cancelBulkBid(context, args.input);
    return {
      catalogRef: args.input.catalogRef,
      lotRef: args.input.lotRef,
      cancelBidCount: count,
      message: BULK_BIDDING_MESSAGES.cancelled,
      canCancelBids: count < BULK_CANCEL_LIMIT,
    };
  },
};
