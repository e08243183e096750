import type { CancelBulkBidResultResolvers } from '../../../__generated__/resolvers-types.js';
import { lotsByRef } from '../providers/bulkBiddingService.js';

export const CancelBulkBidResult: CancelBulkBidResultResolvers = {
  lot: async (r, _args, context) => {
    try {
      return (await lotsByRef(context, r.catalogRef, [r.lotRef]))[0] ?? null;
    } catch {
      return null;
    }
  },
};
