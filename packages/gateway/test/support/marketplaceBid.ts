import type { startUpstream } from '@ah/upstream/testing';

/**
 * A bidder of house demo bids on a lot on the marketplace (outside the bid-admin service): a standing
 * bid 100.00 above the lot's starting bid appears in the upstream's database.
 */
export async function placeMarketplaceBid(
  upstream: Awaited<ReturnType<typeof startUpstream>>,
  lotRef: string,
): Promise<void> {
  const db = upstream.db;
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const bidder = await db
    .selectFrom('bidders')
    .select('id')
    .where('house_id', '=', house.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('lots')
    .select(['id', 'starting_bid'])
    .where('ref', '=', lotRef)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_bids')
    .values({
      house_id: house.id,
      lot_id: row.id,
      bidder_id: bidder.id,
      amount: (row.starting_bid ?? 500) + 10_000,
    })
    .execute();
}
