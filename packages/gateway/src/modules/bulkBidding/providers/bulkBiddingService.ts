import { BULK_CANCEL_LIMIT, BULK_LOTS_PAGE_SIZE } from '@ah/schema';
import { GraphQLError } from 'graphql/index.js';
import type { PlaceBulkBidsInput } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { mayBulkBid } from '../../../shared/accessFlags.js';
import { badUserInput, ErrorCode, forbidden } from '../../../errors.js';
import { isNotFound, notFound } from '../../../input/ids.js';
import type { BulkBidResultModel, BulkBiddingLotModel, BulkBiddingSaleModel } from '../models.js';
import { BidAdminApi, type BidAdminLot } from './bidAdminApi.js';
import { lotViews } from './bulkBiddingLotView.js';
import { placeBidsIdempotency } from './idempotency.js';
import { moneyToCents } from './money.js';

const MAX_BIDS = 500;

/**
 * sales §6: bulk bidding needs the bulkBidding flag (the field's guard) and bulk bidding enabled for
 * the house, or a super user.
 */
export async function requireBulkBidding(context: GatewayContext): Promise<void> {
  if (!mayBulkBid(await context.requireViewer())) throw forbidden();
}

export async function bulkBiddingSale(
  context: GatewayContext,
  catalogRef: string,
): Promise<BulkBiddingSaleModel> {
  await requireBulkBidding(context);
  return { saleInfo: await new BidAdminApi(context).saleInfo(catalogRef) };
}

/**
 * Every lot of the sale (sales §4: "Lot pages are fetched in parallel but appended in page order"):
 * the lot count gives the pages of 100, all asked at once; a sale that grew meanwhile gets its
 * further pages after.
 */
export async function allLots(
  context: GatewayContext,
  catalogRef: string,
  lotCount: number,
): Promise<BidAdminLot[]> {
  const api = new BidAdminApi(context);
  const pages = Math.max(1, Math.ceil(lotCount / BULK_LOTS_PAGE_SIZE));
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, page) => api.lotPage(catalogRef, page, BULK_LOTS_PAGE_SIZE)),
  );
  const lots = answers.flatMap((a) => a._embedded.bidAdminLotDataList);
  const totalPages = answers.at(-1)?.page.totalPages ?? pages;
  for (let page = pages; page < totalPages; page += 1)
    lots.push(...(await api.lotPage(catalogRef, page, BULK_LOTS_PAGE_SIZE))._embedded.bidAdminLotDataList);
  return lots;
}

/** The bid-admin records of the given lots (at most 500, the page's lots), for the live hub's start. */
export async function lotsOnPage(
  context: GatewayContext,
  catalogRef: string,
  lotRefs: readonly string[],
): Promise<BidAdminLot[]> {
  if (lotRefs.length === 0) return [];
  if (lotRefs.length > MAX_BIDS) throw badUserInput(`At most ${MAX_BIDS} lots at once.`, 'lotRefs');
  return new BidAdminApi(context).lotsByRef(catalogRef, [...new Set(lotRefs)]);
}

export async function lotsByRef(
  context: GatewayContext,
  catalogRef: string,
  lotRefs: readonly string[],
): Promise<BulkBiddingLotModel[]> {
  await requireBulkBidding(context);
  if (lotRefs.length === 0) return [];
  if (lotRefs.length > MAX_BIDS) throw badUserInput(`At most ${MAX_BIDS} lots at once.`, 'lotRefs');
  const lots = await new BidAdminApi(context).lotsByRef(catalogRef, [...lotRefs]);
  return lotViews(catalogRef, lots);
}

/** placeBulkBids: the rules, then one POST orderBid/bidAdmin per idempotency key. */
export async function placeBulkBids(
  context: GatewayContext,
  input: PlaceBulkBidsInput,
): Promise<BulkBidResultModel[]> {
  await requireBulkBidding(context);
  const key = input.idempotencyKey.trim();
  if (key.length === 0 || key.length > 100)
    throw badUserInput('The idempotency key must have 1 to 100 characters.', 'input.idempotencyKey');
  if (input.bids.length === 0 || input.bids.length > MAX_BIDS)
    throw badUserInput(`Place 1 to ${MAX_BIDS} bids at once.`, 'input.bids');
  const bids = input.bids.map((bid, i) => {
    const cents = moneyToCents(String(bid.amount));
    if (cents === null || cents <= 0)
      throw badUserInput('A bid must be a positive amount.', `input.bids.${i}.amount`);
    return { lotRef: bid.lotRef, bidAmount: cents };
  });
  const bidType = input.bidType === 'BID_NOW' ? 'bidNow' : 'maxBid';
  const viewer = await context.requireViewer();
  // Every ref of the input is the caller's house's before anything is placed (a foreign one is
  // NOT_FOUND at its place): the sale, then each lot in it.
  const api = new BidAdminApi(context);
  await saleOrNotFound(api, input.catalogRef);
  const known = new Set(
    (await api.lotsByRef(input.catalogRef, [...new Set(bids.map((b) => b.lotRef))])).map((l) => l.lotRef),
  );
  const missing = bids.findIndex((b) => !known.has(b.lotRef));
  if (missing >= 0) throw notFound('No such lot in this sale.', `input.bids.${missing}.lotRef`);
  const fingerprint = JSON.stringify([input.catalogRef, bidType, bids]);
  return placeBidsIdempotency.run(
    `${viewer.houseInfo.houseRef}|${viewer.userRef}|${key}`,
    fingerprint,
    () => api.placeOrders(input.catalogRef, bidType, bids),
    () =>
      new GraphQLError('This idempotency key was already used for other bids.', {
        extensions: { code: ErrorCode.IDEMPOTENCY_KEY_REUSED, field: 'input.idempotencyKey' },
      }),
  );
}

/**
 * cancelBulkBid (sales §4: only the house's own bids, only while the cancel count is under 10): the
 * count is checked here first so no call is made past the limit; the service checks it again.
 */
export async function cancelBulkBid(
  context: GatewayContext,
  input: { catalogRef: string; lotRef: string; orderBidRef: string },
): Promise<number> {
  await requireBulkBidding(context);
  const api = new BidAdminApi(context);
  await saleOrNotFound(api, input.catalogRef);
  // sales §4: only the house's own standing bids (a bidder's or an unknown one is NOT_FOUND).
  const [history] = await api.bidHistory(input.catalogRef, [input.lotRef]);
  if (!history) throw notFound('No such lot in this sale.', 'input.lotRef');
  if (!history.bids.some((b) => b.ownBid && b.orderBidRef === input.orderBidRef))
    throw notFound('No such bid of your house on this lot.', 'input.orderBidRef');
  if ((await api.cancelBidCount(input.catalogRef)) >= BULK_CANCEL_LIMIT)
    throw badUserInput(
      `Bids can be cancelled only while fewer than ${BULK_CANCEL_LIMIT} were.`,
      'input.orderBidRef',
      {
        reason: 'CANCEL_LIMIT_REACHED',
      },
    );
  return api.cancelBid(input.catalogRef, input.lotRef, input.orderBidRef);
}

/** The sale info, or NOT_FOUND at `input.catalogRef` when the sale is not the house's timed sale. */
async function saleOrNotFound(api: BidAdminApi, catalogRef: string): Promise<void> {
  try {
    await api.saleInfo(catalogRef);
  } catch (error) {
    if (isNotFound(error)) throw notFound('Catalog data not found.', 'input.catalogRef');
    throw error;
  }
}
