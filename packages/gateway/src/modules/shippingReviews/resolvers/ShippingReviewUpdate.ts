import { isShippingLocked } from '@ah/schema';
import type { ShippingReviewUpdateResolvers } from '../../../__generated__/resolvers-types.js';

export const ShippingReviewUpdate: ShippingReviewUpdateResolvers = {
  catalog: (event) => ({
    catalogId: event.catalog.catalogId,
    summary: event.catalog,
    counts: event.counts,
    list: null,
  }),
  review: (event) =>
    event.review
      ? {
          review: event.review,
          locked:
            event.catalog.in2Hours || isShippingLocked(new Date(event.catalog.saleStartsAt), new Date()),
        }
      : null,
  error: (event) => event.error,
  reconnecting: (event) => event.reconnecting ?? false,
  detectedAt: (event) => event.detectedAt,
};
