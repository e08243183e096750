import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { salePreview } from '../providers/salePreviewService.js';
import { saleReview } from '../providers/publishingService.js';

export const Query: QueryResolvers = {
  salePreview: (_p, args, context) => salePreview(context, args.groupId, args.catalogId),
  saleReview: (_p, args, context) => saleReview(context, args.groupId, args.catalogId),
};
