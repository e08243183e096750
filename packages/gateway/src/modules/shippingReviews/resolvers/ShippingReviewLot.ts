import type { ShippingReviewLotResolvers } from '../../../__generated__/resolvers-types.js';
import { browserImageUrl } from '../../../shared/browserImageUrl.js';

export const ShippingReviewLot: ShippingReviewLotResolvers = {
  id: ({ lot }) => String(lot.lotID),
  lotNumber: ({ lot }) => `${lot.lotNumber}${lot.lotExt}`,
  title: ({ lot }) => lot.lotTitle,
  // The service answers with its own address; the browser reaches images through the gateway.
  imageUrl: ({ lot }, _args, context) =>
    lot.imageUrl ? browserImageUrl(lot.imageUrl, context.rest.catalog.origin) : null,
  review: ({ lot, locked }) => ({ review: lot.shippingReviewData, locked }),
};
