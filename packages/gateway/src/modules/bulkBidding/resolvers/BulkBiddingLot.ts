import type { BulkBiddingLotResolvers } from '../../../__generated__/resolvers-types.js';

/** Every other field is a property or getter of the lot's view (providers/bulkBiddingLotView.ts). */
export const BulkBiddingLot: BulkBiddingLotResolvers = {
  bidHistory: (lot, _args, context) =>
    context.loaders.bulkBidding.bulkBidHistory.load({ catalogRef: lot.catalogRef, lotRef: lot.lotRef }),
};
