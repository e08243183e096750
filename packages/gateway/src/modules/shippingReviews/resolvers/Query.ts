import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { accountOf, shippingReviewCatalog } from '../providers/shippingReviewService.js';

export const Query: QueryResolvers = {
  shippingReviewCatalog: (_parent, args, context) => shippingReviewCatalog(context, args.catalogId),
  shippingObjectTypes: async (_parent, _args, context) =>
    context.loaders.shippingReviews.shippingObjectTypes.load(await accountOf(context)),
};
