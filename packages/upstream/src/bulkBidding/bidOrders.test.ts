import { askingBid } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';
import { timedCatalogOf, type BidAdminCatalog } from './bidAdminAccess.js';
import { placeOrders, type BidPlacer } from './bidOrders.js';
import { decideOrder, priceLot, type EngineBid } from './engine/biddingEngine.js';
import { lotsByRef, standingBids } from './lotBooks.js';

/**
 * Parallel orders on one lot against PGlite (sales §4 Bulk bidding): the lot's row lock serialises
 * them, so the same asking bid from many bidders is accepted once, and no accepted bid is lost.
 */
describe('bid orders in parallel', () => {
  let upstream: StartedUpstream;
  let catalog: BidAdminCatalog;
  let houseId = 0;
  let bidders: number[] = [];
  const freshLots: string[] = [];

  beforeAll(async () => {
    upstream = await startUpstream();
    const house = await upstream.db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    houseId = house.id;
    catalog = await timedCatalogOf(upstream.db, houseId, `TB${DEMO_HOUSE_REF}`);
    bidders = (
      await upstream.db
        .selectFrom('bidders')
        .select('id')
        .where('house_id', '=', houseId)
        .orderBy('id')
        .limit(6)
        .execute()
    ).map((b) => b.id);
    const open = await upstream.db
      .selectFrom('lots')
      .select('ref')
      .where('catalog_id', '=', catalog.id)
      .where('ends_at', '>', new Date(Date.now() + 3_600_000))
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('order_bids').select('id').whereRef('order_bids.lot_id', '=', 'lots.id')),
        ),
      )
      .orderBy('lot_number')
      .limit(2)
      .execute();
    freshLots.push(...open.map((l) => l.ref));
  });
  afterAll(() => upstream?.close());

  const as = (bidderId: number): BidPlacer => ({ houseId, userId: null, bidderId });

  it('accepts the same asking bid from many bidders exactly once', async () => {
    const lotRef = freshLots[0] ?? '';
    const [lot] = await lotsByRef(upstream.db, catalog, [lotRef], new Date());
    const amount = askingBid({ currentBid: null, startingBid: lot?.startingBid ?? null });
    const results = await Promise.all(
      bidders.map((id) =>
        placeOrders(upstream.db, as(id), catalog, 'bidNow', [{ lotRef, bidAmount: amount }]),
      ),
    );
    const flat = results.flat();
    expect(flat.filter((r) => r.success)).toHaveLength(1);
    expect(flat.filter((r) => !r.success).every((r) => r.reason === 'BID_TOO_LOW')).toBe(true);
    const [after] = await lotsByRef(upstream.db, catalog, [lotRef], new Date());
    expect(after).toMatchObject({ bidCount: 1, currentBid: amount, maxBid: amount });
    // The accepted bidder now watches the lot (campaign reporting's watchers).
    const winner = flat.findIndex((r) => r.success);
    const watchers = await upstream.db
      .selectFrom('lot_watchers')
      .innerJoin('lots', 'lots.id', 'lot_watchers.lot_id')
      .where('lots.ref', '=', lotRef)
      .select('lot_watchers.bidder_id')
      .execute();
    expect(watchers.map((w) => w.bidder_id)).toContain(bidders[winner]);
  });

  it('keeps every accepted bid and one leader, as if the orders came one by one', async () => {
    const lotRef = freshLots[1] ?? '';
    const [lot] = await lotsByRef(upstream.db, catalog, [lotRef], new Date());
    const start = lot?.startingBid ?? 500;
    const orders = Array.from({ length: 24 }, (_, i) => ({
      bidder: bidders[i % bidders.length] ?? 0,
      amount: start + ((i * 7_919) % 23) * 1_000,
    }));
    const results = (
      await Promise.all(
        orders.map((o) =>
          placeOrders(upstream.db, as(o.bidder), catalog, 'maxBid', [{ lotRef, bidAmount: o.amount }]),
        ),
      )
    ).flat();
    const lotId = (
      await upstream.db.selectFrom('lots').select('id').where('ref', '=', lotRef).executeTakeFirstOrThrow()
    ).id;
    const standing = (await standingBids(upstream.db, [lotId])).get(lotId) ?? [];
    // No accepted bid lost, none stored twice.
    expect(standing.map((b) => b.ref).sort()).toEqual(
      results.flatMap((r) => (r.success && r.orderBidRef ? [r.orderBidRef] : [])).sort(),
    );
    // Replayed in stored order, every stored bid was acceptable when it came.
    const replay: EngineBid[] = [];
    for (const bid of standing) {
      const decision = decideOrder(
        { startingBid: lot?.startingBid ?? null, reserve: null, endsAt: null, extended: false, bids: replay },
        { owner: bid.owner, amount: bid.max, at: bid.at },
        bid.id,
      );
      expect(decision.ok).toBe(true);
      replay.push(bid);
    }
    const price = priceLot({
      startingBid: lot?.startingBid ?? null,
      reserve: lot?.reserve ?? null,
      bids: standing,
    });
    const [after] = await lotsByRef(upstream.db, catalog, [lotRef], new Date());
    expect(after?.maxBid).toBe(Math.max(...standing.map((b) => b.max)));
    expect(after?.currentBid).toBe(price.currentBid);
    expect(results.some((r) => !r.success)).toBe(true);
  });
});
