import type { BulkBiddingLotsChangeResolvers } from '../../../__generated__/resolvers-types.js';

export const BulkBiddingLotsChange: BulkBiddingLotsChangeResolvers = {
  catalogRef: (e) => e.catalogRef,
  lots: (e) => e.lots.map((lot) => ({ catalogRef: e.catalogRef, lot })),
  detectedAt: (e) => e.detectedAt,
};
