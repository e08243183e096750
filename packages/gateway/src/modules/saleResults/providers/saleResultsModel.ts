import {
  blocksNewDispute,
  canLeaveFeedback,
  DISPUTE_STATUSES,
  isDisputeStatus,
  isFloorChannel,
  isInDisputeWindow,
} from '@ah/schema';
import type { components } from '../../../__generated__/upstream/house.js';
import type { SaleResultBidderModel, SaleResultItemModel, SaleResultScope } from '../models.js';

type Schemas = components['schemas'];

const statusOf = (raw: string | null) => (raw !== null && isDisputeStatus(raw) ? raw : null);

/**
 * One result row with its derived fields (the windows and rules of sales §4 and §6, @ah/schema),
 * computed once here rather than by a resolver per field: a report has thousands of items.
 */
export function saleResultItem(item: Schemas['ResultItem'], scope: SaleResultScope): SaleResultItemModel {
  const floor = isFloorChannel(item.channel);
  const status = statusOf(item.disputeStat);
  const saleDate = new Date(item.saleDate);
  const feedback = item.feedback;
  const blocked = blocksNewDispute(status);
  return {
    transactionId: String(item.transactionID),
    bidderId: String(item.memberID),
    lotRef: item.lotRef,
    lotNumber: item.lotNumber,
    title: item.title,
    catalogRef: item.catalogRef,
    saleDate: item.saleDate,
    hammer: item.hammer,
    premium: item.buyPrem,
    liveFee: item.liveFee,
    payable: item.payble,
    channel: item.channel,
    paddleNumber: item.paddleNumber,
    isFloor: floor,
    dispute:
      item.disputeRef === null || status === null
        ? null
        : {
            ref: item.disputeRef,
            status,
            description: DISPUTE_STATUSES[status].description,
            blocksNewDispute: blocked,
          },
    feedback: feedback
      ? {
          lotRef: item.lotRef,
          positive: feedback.positive,
          message: feedback.message,
          defaultFeedback: feedback.defaultFeedback,
          feedbackId: feedback.feedbackId,
        }
      : null,
    canLeaveFeedback: !floor && canLeaveFeedback(saleDate, scope.now, scope.superUser),
    canOpenDispute: !floor && !blocked && isInDisputeWindow(saleDate, scope.now, scope.superUser),
  };
}

/** One bidder of the report, its items built by saleResultItem. */
export function saleResultBidder(
  bidder: Schemas['ResultBidder'],
  scope: SaleResultScope,
): SaleResultBidderModel {
  const sums = bidder.memberSums;
  return {
    id: String(bidder.memberID),
    memberRef: bidder.memberRef,
    firstName: bidder.firstName,
    lastName: bidder.lastName,
    email: bidder.email,
    phone: bidder.phone,
    channel: bidder.channel,
    paddleNumber: bidder.paddleNumber,
    isFloor: isFloorChannel(bidder.channel),
    address: bidder.bidderAddress,
    totals: {
      lotCount: sums.lotCount,
      hammer: sums.sumHammer,
      premium: sums.sumBuyPrem,
      liveFee: sums.sumLiveFee,
      payable: sums.sumPayable,
    },
    items: bidder.items.map((item) => saleResultItem(item, scope)),
  };
}
