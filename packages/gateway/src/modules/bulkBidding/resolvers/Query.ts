import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { bulkBiddingSale, lotsByRef } from '../providers/bulkBiddingService.js';

export const Query: QueryResolvers = {
  bulkBiddingSale: (_parent, args, context) => bulkBiddingSale(context, args.catalogRef),
  bulkBiddingLots: (_parent, args, context) => lotsByRef(context, args.catalogRef, args.lotRefs),
};
