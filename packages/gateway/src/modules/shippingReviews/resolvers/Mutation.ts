import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import {
  confirmAllShippingReviews,
  confirmShippingReview,
  createShippingReviews,
  saveShippingReview,
} from '../providers/shippingReviewService.js';

export const Mutation: MutationResolvers = {
  confirmShippingReview: (_parent, args, context) => confirmShippingReview(context, args.reviewId),
  confirmAllShippingReviews: (_parent, args, context) => confirmAllShippingReviews(context, args.catalogId),
  saveShippingReview: (_parent, args, context) => saveShippingReview(context, args.reviewId, args.input),
  createShippingReviews: (_parent, args, context) =>
    createShippingReviews(context, args.catalogId, args.lotIds ?? null),
};
