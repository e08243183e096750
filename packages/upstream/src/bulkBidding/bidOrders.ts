import { BID_REFUSALS, BULK_CANCEL_LIMIT, type BidRefusal, type BulkBidType } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError, notFound } from '../http/httpError.js';
import type { BidAdminCaller, BidAdminCatalog } from './bidAdminAccess.js';
import { decideOrder, isClosed } from './engine/biddingEngine.js';
import { cancelBidCount, ownerOf, standingBids } from './lotBooks.js';

/** One order's result (sales §7 bidAdminOrderBidResponses: lotRef, success, and why not). */
export interface OrderBidResult {
  lotRef: string;
  success: boolean;
  reason?: BidRefusal;
  message?: string;
  orderBidRef?: string;
  currentBid?: number | null;
  isLeading?: boolean;
}

/**
 * Who places an order: the house through bid admin (its user), or, for the demo tools and tests
 * that play another bidder outbidding the house, a bidder of the house.
 */
export interface BidPlacer {
  houseId: number;
  userId: number | null;
  bidderId: number | null;
}

export const placerOf = (caller: BidAdminCaller): BidPlacer => ({
  houseId: caller.houseId,
  userId: caller.userId,
  bidderId: null,
});

const refused = (lotRef: string, reason: BidRefusal): OrderBidResult => ({
  lotRef,
  success: false,
  reason,
  message: BID_REFUSALS[reason],
});

/**
 * Places the house's orders, each lot in its own transaction that first locks the lot's row
 * (`select ... for update`): orders on one lot, from this call or a parallel one, are decided one
 * after the other against the bids standing at that moment, so two never both win and none is
 * lost. The bid's time is taken under the lock, so time order is decision order.
 */
export async function placeOrders(
  db: Kysely<DB>,
  caller: BidPlacer,
  catalog: BidAdminCatalog,
  bidType: BulkBidType,
  orders: readonly { lotRef: string; bidAmount: number }[],
  clock: () => Date = () => new Date(),
): Promise<OrderBidResult[]> {
  const seen = new Set<string>();
  const results: OrderBidResult[] = [];
  for (const order of orders) {
    if (seen.has(order.lotRef)) {
      results.push(refused(order.lotRef, 'DUPLICATE_LOT'));
      continue;
    }
    seen.add(order.lotRef);
    results.push(await placeOne(db, caller, catalog, bidType, order, clock));
  }
  return results;
}

async function placeOne(
  db: Kysely<DB>,
  caller: BidPlacer,
  catalog: BidAdminCatalog,
  bidType: BulkBidType,
  order: { lotRef: string; bidAmount: number },
  clock: () => Date,
): Promise<OrderBidResult> {
  return db.transaction().execute(async (trx) => {
    const lot = await trx
      .selectFrom('lots')
      .select(['id', 'starting_bid', 'reserve', 'ends_at', 'extended'])
      .where('ref', '=', order.lotRef)
      .where('catalog_id', '=', catalog.id)
      .where('house_id', '=', caller.houseId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!lot) return refused(order.lotRef, 'LOT_NOT_FOUND');
    const now = clock();
    const bids = (await standingBids(trx, [lot.id])).get(lot.id) ?? [];
    const owner = ownerOf({
      bidder_id: caller.bidderId,
      user_id: caller.userId,
      house_id: caller.houseId,
      id: 0,
    });
    const decision = decideOrder(
      {
        startingBid: lot.starting_bid,
        reserve: lot.reserve,
        endsAt: lot.ends_at,
        extended: lot.extended,
        bids,
      },
      { owner, amount: order.bidAmount, at: now, bidType },
      Number.MAX_SAFE_INTEGER,
    );
    if (!decision.ok) return refused(order.lotRef, decision.reason);
    const inserted = await trx
      .insertInto('order_bids')
      .values({
        house_id: caller.houseId,
        lot_id: lot.id,
        user_id: caller.bidderId === null ? caller.userId : null,
        bidder_id: caller.bidderId,
        amount: order.bidAmount,
        bid_type: bidType,
        created_at: now,
      })
      .returning(['ref'])
      .executeTakeFirstOrThrow();
    // Bidding on a lot watches it (campaign reporting's watchers); the house's own bids do not.
    if (caller.bidderId !== null)
      await trx
        .insertInto('lot_watchers')
        .values({ house_id: caller.houseId, lot_id: lot.id, bidder_id: caller.bidderId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
    if (decision.endsAt?.getTime() !== lot.ends_at?.getTime() || decision.extended !== lot.extended)
      await trx
        .updateTable('lots')
        .set({ ends_at: decision.endsAt, extended: decision.extended })
        .where('id', '=', lot.id)
        .execute();
    return {
      lotRef: order.lotRef,
      success: true,
      orderBidRef: inserted.ref,
      currentBid: decision.price.currentBid,
      isLeading: decision.price.leader?.owner === owner,
    };
  });
}

/**
 * Cancels one of the house's standing bids (sales §4: only the house's own, while the cancel count
 * is under 10) on an open lot. The catalog's row is locked first, so two parallel cancels cannot
 * both pass the count.
 */
export async function cancelBid(
  db: Kysely<DB>,
  caller: BidAdminCaller,
  catalog: BidAdminCatalog,
  lotRef: string,
  orderBidRef: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('catalogs').select('id').where('id', '=', catalog.id).forUpdate().execute();
    const bid = await trx
      .selectFrom('order_bids as ob')
      .innerJoin('lots', 'lots.id', 'ob.lot_id')
      .select(['ob.id', 'lots.ends_at'])
      .where('ob.ref', '=', orderBidRef)
      .where('lots.ref', '=', lotRef)
      .where('lots.catalog_id', '=', catalog.id)
      .where('ob.house_id', '=', caller.houseId)
      .where('ob.user_id', 'is not', null)
      .where('ob.bidder_id', 'is', null)
      .where('ob.cancelled_at', 'is', null)
      .executeTakeFirst();
    if (!bid) throw notFound('BID_NOT_FOUND', 'No such bid of the house on this lot.');
    const count = await cancelBidCount(trx, caller.houseId, catalog.id);
    if (count >= BULK_CANCEL_LIMIT)
      throw new HttpError(
        409,
        'CANCEL_LIMIT_REACHED',
        `Bids can be cancelled only while fewer than ${BULK_CANCEL_LIMIT} were.`,
      );
    if (isClosed(bid.ends_at, now)) throw new HttpError(409, 'LOT_CLOSED', BID_REFUSALS.LOT_CLOSED);
    await trx
      .updateTable('order_bids')
      .set({ cancelled_at: now, cancelled_by: caller.userId })
      .where('id', '=', bid.id)
      .execute();
    return count + 1;
  });
}
