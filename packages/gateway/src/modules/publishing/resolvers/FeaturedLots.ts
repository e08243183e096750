import type { FeaturedLotsResolvers, PublishLotsPayloadResolvers } from '../../../__generated__/resolvers-types.js';

/** The deprecated whole-sale lists, read from the catalog service only when a client asks them. */
export const FeaturedLots: FeaturedLotsResolvers = {
  eligibleLotIds: (parent) => parent.readEligibleLotIds(),
};

export const PublishLotsPayload: PublishLotsPayloadResolvers = {
  lots: (parent) => parent.readLots(),
};
