import {
  blocksNewDispute,
  canLeaveFeedback,
  DISPUTE_STATUSES,
  isDisputeStatus,
  isFloorChannel,
  isInDisputeWindow,
} from '@ah/schema';
import type {
  SaleResultAddressResolvers,
  SaleResultBidderResolvers,
  SaleResultDisputeResolvers,
  SaleResultItemResolvers,
} from '../../../__generated__/resolvers-types.js';

export const SaleResultBidder: SaleResultBidderResolvers = {
  id: (m) => String(m.bidder.memberID),
  memberRef: (m) => m.bidder.memberRef,
  firstName: (m) => m.bidder.firstName,
  lastName: (m) => m.bidder.lastName,
  email: (m) => m.bidder.email,
  phone: (m) => m.bidder.phone,
  channel: (m) => m.bidder.channel,
  paddleNumber: (m) => m.bidder.paddleNumber,
  isFloor: (m) => isFloorChannel(m.bidder.channel),
  address: (m) => m.bidder.bidderAddress,
  totals: (m) => ({
    lotCount: m.bidder.memberSums.lotCount,
    hammer: m.bidder.memberSums.sumHammer,
    premium: m.bidder.memberSums.sumBuyPrem,
    liveFee: m.bidder.memberSums.sumLiveFee,
    payable: m.bidder.memberSums.sumPayable,
  }),
  items: (m) => m.bidder.items.map((item) => ({ item, scope: m.scope })),
};

export const SaleResultAddress: SaleResultAddressResolvers = {
  street: (a) => a.street,
  city: (a) => a.city,
  state: (a) => a.stateID,
  postCode: (a) => a.postCode,
  country: (a) => a.countryID,
};

const statusOf = (raw: string | null) => (raw !== null && isDisputeStatus(raw) ? raw : null);

/** Derived from the row and the caller: the windows and rules of sales §4 and §6 (@ah/schema). */
export const SaleResultItem: SaleResultItemResolvers = {
  transactionId: (m) => String(m.item.transactionID),
  lotRef: (m) => m.item.lotRef,
  lotNumber: (m) => m.item.lotNumber,
  title: (m) => m.item.title,
  catalogRef: (m) => m.item.catalogRef,
  saleDate: (m) => m.item.saleDate,
  hammer: (m) => m.item.hammer,
  premium: (m) => m.item.buyPrem,
  liveFee: (m) => m.item.liveFee,
  payable: (m) => m.item.payble,
  channel: (m) => m.item.channel,
  paddleNumber: (m) => m.item.paddleNumber,
  isFloor: (m) => isFloorChannel(m.item.channel),
  dispute: (m) => {
    const status = statusOf(m.item.disputeStat);
    if (m.item.disputeRef === null || status === null) return null;
    return { ref: m.item.disputeRef, status, description: DISPUTE_STATUSES[status].description };
  },
  feedback: (m) =>
    m.item.feedback
      ? {
          lotRef: m.item.lotRef,
          positive: m.item.feedback.positive,
          message: m.item.feedback.message,
          defaultFeedback: m.item.feedback.defaultFeedback,
          feedbackId: m.item.feedback.feedbackId,
        }
      : null,
  canLeaveFeedback: (m) =>
    !isFloorChannel(m.item.channel) &&
    canLeaveFeedback(new Date(m.item.saleDate), m.scope.now, m.scope.superUser),
  canOpenDispute: (m) =>
    !isFloorChannel(m.item.channel) &&
    !blocksNewDispute(statusOf(m.item.disputeStat)) &&
    isInDisputeWindow(new Date(m.item.saleDate), m.scope.now, m.scope.superUser),
};

export const SaleResultDispute: SaleResultDisputeResolvers = {
  ref: (d) => d.ref,
  status: (d) => d.status,
  description: (d) => d.description,
  blocksNewDispute: (d) => blocksNewDispute(statusOf(d.status)),
};
