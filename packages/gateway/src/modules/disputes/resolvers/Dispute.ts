import { canSelectDispute, type DisputeStatus } from '@ah/schema';
import type { DisputeResolvers } from '../../../__generated__/resolvers-types.js';
import { disputeMessages } from '../providers/disputeService.js';

/** A dispute from the house service's record (sales §3 Dispute); `selectable` is for the caller (sales §5). */
export const Dispute: DisputeResolvers = {
  id: (d) => String(d.disputeInfo.disputeID),
  ref: (d) => d.disputeInfo.disputeRef,
  status: (d) => d.disputeInfo.disputeStat,
  statusDescription: (d) => d.disputeInfo.disputeStatDescription,
  isOpen: (d) => d.disputeInfo.openDispute,
  closeable: (d) => d.disputeInfo.closeable,
  selectable: async (d, _args, context) =>
    canSelectDispute(d.disputeInfo.disputeStat as DisputeStatus, (await context.requireViewer()).isSuperUser),
  reasonId: (d) => String(d.disputeInfo.disputeReasonID),
  reason: (d) => d.disputeInfo.disputeReason,
  openedAt: (d) => d.disputeInfo.openDate,
  statusChangedAt: (d) => d.disputeInfo.disputeDate,
  transactionId: (d) => (d.disputeInfo.transactionID === null ? null : String(d.disputeInfo.transactionID)),
  bidder: (d) => d.bidderInfo,
  catalog: (d) => d.catalogInfo,
  lot: (d) => d.lotInfo,
  prices: (d) => d.priceInfo,
  closeRecord: (d) =>
    d.closeInfo.creditAmount === null && !d.closeInfo.strikeRecorded && !d.closeInfo.onNoBidList
      ? null
      : d.closeInfo,
  messages: (d, _args, context) => disputeMessages(context, d.disputeInfo.disputeRef),
};
