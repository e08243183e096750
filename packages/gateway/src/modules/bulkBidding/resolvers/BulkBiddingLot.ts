import { bidChoices } from '@ah/schema';
import type { BulkBiddingLotResolvers } from '../../../__generated__/resolvers-types.js';
import { centsToMoney } from '../providers/money.js';

const money = (cents: number | null) => (cents === null ? null : centsToMoney(cents));

export const BulkBiddingLot: BulkBiddingLotResolvers = {
  lotRef: ({ lot }) => lot.lotRef,
  lotNumber: ({ lot }) => lot.lotNumber,
  lotNumberExtension: ({ lot }) => lot.lotNumberExtension,
  displayLotNumber: ({ lot }) => `${lot.lotNumber ?? ''}${lot.lotNumberExtension}`,
  description: ({ lot }) => lot.lotDescription,
  lotUrl: ({ lot }) => lot.lotUrl,
  lotImageUrl: ({ lot }) => lot.lotImageUrl,
  consignor: ({ lot }) => lot.consignor,
  estimateLow: ({ lot }) => money(lot.estimateLow),
  estimateHigh: ({ lot }) => money(lot.estimateHigh),
  reserve: ({ lot }) => money(lot.reserve),
  startingBid: ({ lot }) => money(lot.startingBid),
  currentBid: ({ lot }) => money(lot.currentBid),
  bidCount: ({ lot }) => lot.bidCount,
  maxBid: ({ lot }) => money(lot.maxBid),
  maxBidder: ({ lot }) => lot.maxBidder,
  maxBidderChannel: ({ lot }) => lot.maxBidderChannel,
  bidderEmail: ({ lot }) => lot.bidderEmail,
  isClosed: ({ lot }) => lot.isClosed,
  isExtended: ({ lot }) => lot.isExtended,
  endTime: ({ lot }) => lot.endTime,
  // sales §4: Closed; otherwise Extended or Open (with its end time).
  status: ({ lot }) => (lot.isClosed ? 'CLOSED' : lot.isExtended ? 'EXTENDED' : 'OPEN'),
  // sales §9: up to 50 increments from the current bid, on the lot's own increment table.
  bidChoices: ({ lot }) =>
    lot.isClosed
      ? []
      : bidChoices({ currentBid: lot.currentBid, startingBid: lot.startingBid }, lot.bidIncrements).map(
          centsToMoney,
        ),
  bidHistory: ({ catalogRef, lot }, _args, context) =>
    context.loaders.bulkBidHistory.load({ catalogRef, lotRef: lot.lotRef }),
};
