import type {
  UnpaidItemEventResolvers,
  UnpaidItemExcludedBidderResolvers,
  UnpaidItemNextStepResolvers,
  UnpaidItemPreviewStepResolvers,
  UnpaidItemResolvers,
  UnpaidItemTimelineResolvers,
} from '../../../__generated__/resolvers-types.js';

/** The service's empty reason is "nothing to add": null in the schema. */
const reasonOf = (m: { reason: string }) => m.reason || null;

export const UnpaidItemExcludedBidder: UnpaidItemExcludedBidderResolvers = {
  id: (m) => String(m.bidderId),
  ref: (m) => m.bidderRef,
};

export const UnpaidItem: UnpaidItemResolvers = {
  isEbay: (m) => m.ebay,
};

export const UnpaidItemNextStep: UnpaidItemNextStepResolvers = {
  reason: reasonOf,
};

export const UnpaidItemTimeline: UnpaidItemTimelineResolvers = {
  // The batch route answers the head only: the trail is read for the invoice whose trail is asked.
  events: async (m, _args, context) =>
    m.events ?? (await context.loaders.unpaidItems.unpaidItemTimeline.load(m.invoiceId))?.events ?? [],
};

export const UnpaidItemEvent: UnpaidItemEventResolvers = {
  reason: reasonOf,
};

export const UnpaidItemPreviewStep: UnpaidItemPreviewStepResolvers = {
  reason: reasonOf,
};
