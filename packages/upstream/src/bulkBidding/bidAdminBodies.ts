import { BULK_BID_TYPES, type BulkBidType } from '@ah/schema';
import { badRequest } from '../http/httpError.js';

/**
 * The bid-admin bodies' value rules (openapi/bidAdmin.yaml); the shared contract check only refuses
 * wrong shapes, so lengths, ranges and required fields are checked here (400 naming the field).
 */
const MAX_REFS = 500;
const MAX_AMOUNT = 100_000_000_000;

type Body = Record<string, unknown>;
const asBody = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};

function ref(body: Body, key: string, field = key): string {
  const value = body[key];
  if (typeof value !== 'string' || value.length === 0 || value.length > 64)
    throw badRequest('INVALID_BODY', `"${field}" must be a reference of 1 to 64 characters.`, field);
  return value;
}

export function lotRefsBody(value: unknown): string[] {
  const list = asBody(value)['lotRefs'];
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_REFS)
    throw badRequest('INVALID_BODY', `"lotRefs" must list 1 to ${MAX_REFS} lot refs.`, 'lotRefs');
  return list.map((_, i) => ref(list as unknown as Body, String(i), `lotRefs.${i}`));
}

export interface OrderBidsBody {
  bidAdminOrderBids: { bidAmount: number; lotRef: string }[];
  catalogRef: string;
  bidType: BulkBidType;
  liveUserRef: string;
  houseRef: string;
}

export function orderBidsBody(value: unknown): OrderBidsBody {
  const body = asBody(value);
  const list = body['bidAdminOrderBids'];
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_REFS)
    throw badRequest(
      'INVALID_BODY',
      `"bidAdminOrderBids" must list 1 to ${MAX_REFS} bids.`,
      'bidAdminOrderBids',
    );
  const bids = list.map((item, i) => {
    const bid = asBody(item);
    const amount = bid['bidAmount'];
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT)
      throw badRequest(
        'INVALID_BODY',
        '"bidAmount" must be a positive whole number of cents.',
        `bidAdminOrderBids.${i}.bidAmount`,
      );
    return { bidAmount: amount, lotRef: ref(bid, 'lotRef', `bidAdminOrderBids.${i}.lotRef`) };
  });
  const bidType = body['bidType'];
  if (!BULK_BID_TYPES.includes(bidType as BulkBidType))
    throw badRequest('INVALID_BODY', '"bidType" must be maxBid or bidNow.', 'bidType');
  return {
    bidAdminOrderBids: bids,
    catalogRef: ref(body, 'catalogRef'),
    bidType: bidType as BulkBidType,
    liveUserRef: ref(body, 'liveUserRef'),
    houseRef: ref(body, 'houseRef'),
  };
}

export interface CancelBidBody {
  catalogRef: string;
  orderBidRef: string;
  lotRef: string;
  liveUserRef: string;
  houseRef: string;
}

export function cancelBidBody(value: unknown): CancelBidBody {
  const body = asBody(value);
  return {
    catalogRef: ref(body, 'catalogRef'),
    orderBidRef: ref(body, 'orderBidRef'),
    lotRef: ref(body, 'lotRef'),
    liveUserRef: ref(body, 'liveUserRef'),
    houseRef: ref(body, 'houseRef'),
  };
}
