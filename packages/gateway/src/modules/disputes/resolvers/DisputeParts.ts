import type {
  DisputeBidderResolvers,
  DisputeCandidateResolvers,
  DisputeCatalogResolvers,
  DisputeCloseRecordResolvers,
  DisputeListResolvers,
  DisputeLotResolvers,
  DisputeMessageResolvers,
  DisputeOutcomeResolvers,
  DisputePricesResolvers,
} from '../../../__generated__/resolvers-types.js';
import { connectionOf } from '../../../shared/connection.js';
import { pageWindow } from '../../../input/paging.js';
import { DISPUTE_PAGING, disputeIdsOf } from '../providers/disputePages.js';

/** The parts of a dispute and the Open New File rows, from the house service's records (sales §3). */
export const DisputeList: DisputeListResolvers = {
  disputes: async (l) => (await l.whole()).disputes,
  disputePage: async (l, args) => {
    const window = pageWindow(args, DISPUTE_PAGING);
    const page = await l.page(window, disputeIdsOf(args.ids));
    return connectionOf(page.disputes, window, page.totalCount);
  },
  termsAccepted: (l) => l.termsAccepted(),
};

export const DisputeBidder: DisputeBidderResolvers = {
  id: (b) => String(b.memberID),
  ref: (b) => b.memberRef,
  firstName: (b) => b.firstName,
  lastName: (b) => b.lastName,
  channel: (b) => b.channel,
  approvalId: (b) => String(b.approvalID),
  phone: (b) => b.phone,
  email: (b) => b.email,
  isEbay: (b) => b.ebay,
};

export const DisputeCatalog: DisputeCatalogResolvers = {
  ref: (c) => c.catalogRef,
  title: (c) => c.catalogTitle,
  date: (c) => c.catalogDate,
};

export const DisputeLot: DisputeLotResolvers = {
  ref: (l) => l.lotRef,
  number: (l) => l.lotNumber,
  title: (l) => l.lotTitle,
  url: (l) => l.lotURL,
};

export const DisputePrices: DisputePricesResolvers = {
  currencySymbol: (p) => p.currencySymbol,
  hammer: (p) => p.hammer,
  buyersPremium: (p) => p.bp,
  liveFee: (p) => p.liveFee,
  payable: (p) => p.payable,
};

export const DisputeCloseRecord: DisputeCloseRecordResolvers = {
  credit: (r) => r.creditAmount,
  creditIssuedAt: (r) => r.creditIssueDate,
  strikeRecorded: (r) => r.strikeRecorded,
  onNoBidList: (r) => r.onNoBidList,
};

export const DisputeMessage: DisputeMessageResolvers = {
  id: (m) => String(m.messageID),
  sender: (m) => (m.sender === 'house' ? 'HOUSE' : 'BIDDER'),
  senderName: (m) => m.senderName,
  sentAt: (m) => m.sendDate,
  message: (m) => m.message,
};

export const DisputeCandidate: DisputeCandidateResolvers = {
  transactionId: (c) => String(c.transactionID),
  lotRef: (c) => c.lotRef,
  lotNumber: (c) => c.lotNumber,
  lotTitle: (c) => c.lotTitle,
  catalogRef: (c) => c.catalogRef,
  catalogTitle: (c) => c.catalogTitle,
  catalogDate: (c) => c.catalogDate,
  bidderId: (c) => String(c.memberID),
  bidderName: (c) => `${c.firstName} ${c.lastName}`.trim(),
  channel: (c) => c.channel,
  isEbay: (c) => c.ebay,
  prices: (c) => c.priceInfo,
  disputeRef: (c) => c.disputeRef,
  blocked: (c) => c.blockedReason !== null,
  blockedReason: (c) => c.blockedReason,
};

export const DisputeOutcome: DisputeOutcomeResolvers = {
  id: (o) => String(o.disputeID),
  ref: (o) => o.disputeRef,
  status: (o) => o.disputeStat,
  statusDescription: (o) => o.disputeStatDescription,
};
