import { type AccessRule, hasFlag } from '../../platform/access/accessRules';

/** Who may open bulk bidding (sales §6). */
export const bulkBiddingAccess = {
  /** Bulk bidding: accessBulkbiding. */
  bulkBidding: (v) => hasFlag(v, 'bulkBidding'),
} satisfies Record<string, AccessRule>;
