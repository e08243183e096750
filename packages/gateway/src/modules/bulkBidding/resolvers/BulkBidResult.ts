import type { BulkBidResultResolvers } from '../../../__generated__/resolvers-types.js';
import { centsToMoney } from '../providers/money.js';

export const BulkBidResult: BulkBidResultResolvers = {
  lotRef: (r) => r.lotRef,
  success: (r) => r.success,
  reason: (r) => r.reason ?? null,
  message: (r) => r.message ?? null,
  currentBid: (r) =>
    r.currentBid === undefined || r.currentBid === null ? null : centsToMoney(r.currentBid),
  isLeading: (r) => r.isLeading ?? null,
};
