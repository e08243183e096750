import type { BulkBidHistoryEntryResolvers } from '../../../__generated__/resolvers-types.js';
import { centsToMoney } from '../providers/money.js';

export const BulkBidHistoryEntry: BulkBidHistoryEntryResolvers = {
  orderBidRef: (b) => b.orderBidRef,
  bidder: (b) => b.bidder,
  time: (b) => b.time,
  bidAmount: (b) => centsToMoney(b.bidAmount),
  bidType: (b) => (b.bidType === 'bidNow' ? 'BID_NOW' : 'MAX_BID'),
  ownBid: (b) => b.ownBid,
};
