import type { BulkBiddingLotsChangeResolvers } from '../../../__generated__/resolvers-types.js';
import { lotViews } from '../providers/bulkBiddingLotView.js';

export const BulkBiddingLotsChange: BulkBiddingLotsChangeResolvers = {
  catalogRef: (e) => e.catalogRef,
  lots: (e) => lotViews(e.catalogRef, e.lots),
  detectedAt: (e) => e.detectedAt,
};
