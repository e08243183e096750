import { BULK_CANCEL_LIMIT } from '@ah/schema';
import type { BulkBiddingSaleResolvers } from '../../../__generated__/resolvers-types.js';
import { allLots } from '../providers/bulkBiddingService.js';
import { lotViews } from '../providers/bulkBiddingLotView.js';
import { bulkLotPage } from '../providers/bulkLotPage.js';

export const BulkBiddingSale: BulkBiddingSaleResolvers = {
  catalogRef: (s) => s.saleInfo.catalogRef,
  saleName: (s) => s.saleInfo.saleName,
  saleDate: (s) => s.saleInfo.saleDate,
  lotCount: (s) => s.saleInfo.lotCount,
  timeZone: (s) => s.saleInfo.timeZone,
  timeZoneCode: (s) => s.saleInfo.timeZoneCode,
  lots: async (s, _args, context) =>
    lotViews(s.saleInfo.catalogRef, await allLots(context, s.saleInfo.catalogRef, s.saleInfo.lotCount)),
  lotPage: (s, args, context) => bulkLotPage(context, s, args),
  cancelBidCount: (s, _args, context) => context.loaders.bulkBidding.bulkCancelBidCount.load(s.saleInfo.catalogRef),
  // sales §4: cancelling only while the count is under 10; an unknown count allows none.
  canCancelBids: async (s, _args, context) => {
    try {
      return (await context.loaders.bulkBidding.bulkCancelBidCount.load(s.saleInfo.catalogRef)) < BULK_CANCEL_LIMIT;
    } catch {
      return false;
    }
  },
};
