import type { ShippingReviewLotResolvers } from '../../../__generated__/resolvers-types.js';

export const ShippingReviewLot: ShippingReviewLotResolvers = {
  id: ({ lot }) => String(lot.lotID),
  lotNumber: ({ lot }) => `${lot.lotNumber}${lot.lotExt}`,
  title: ({ lot }) => lot.lotTitle,
  imageUrl: ({ lot }) => lot.imageUrl,
  review: ({ lot, locked }) => ({ review: lot.shippingReviewData, locked }),
};
