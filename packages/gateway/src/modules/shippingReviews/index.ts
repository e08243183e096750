import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { ShippingObject } from './resolvers/ShippingObject.js';
import { ShippingReview } from './resolvers/ShippingReview.js';
import { ShippingReviewCatalog } from './resolvers/ShippingReviewCatalog.js';
import { ShippingReviewLot } from './resolvers/ShippingReviewLot.js';
import { ShippingReviewUpdate } from './resolvers/ShippingReviewUpdate.js';
import { Subscription } from './resolvers/Subscription.js';

/** Shipping review (step 7): the page's query and mutations, and its live updates. */
export const shippingReviewResolvers: Resolvers = {
  Query,
  Mutation,
  Subscription,
  ShippingReviewCatalog,
  ShippingReviewLot,
  ShippingReview,
  ShippingObject,
  ShippingReviewUpdate,
};
