import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * The items demo data, after the other seeds: every lot gets a description, a starting bid
 * (half its low estimate) and an inventory number; in the demo house's upcoming sales every sixth lot
 * has an absentee bid (its starting bid and reserve are then locked) and one lot of the first sale is
 * banned and another potentially banned, so the lot page and the status column show each case.
 * Deterministic; set-based, so the large seed stays fast.
 */
export async function seedItems(db: Kysely<DB>, now: Date): Promise<{ orderBids: number }> {
  await sql`
    update lots set
      description = title || '. A fine example in good condition; a condition report is available on request.',
      starting_bid = case when low_estimate is null then null else (low_estimate / 200) * 100 end,
      inv_number = 'INV-' || lpad(id::text, 6, '0')
    where description = ''`.execute(db);
  const upcoming = db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .select('catalogs.id')
    .where('houses.user_name', '=', 'demo')
    .where('catalogs.starts_at', '>', now)
    .where('catalogs.kind', '=', 'session');
  const bids = await db
    .insertInto('order_bids')
    .columns(['house_id', 'lot_id', 'amount'])
    .expression((eb) =>
      eb
        .selectFrom('lots')
        .select(['house_id', 'id', sql<number>`coalesce(starting_bid, 10000)`.as('amount')])
        .where('catalog_id', 'in', upcoming)
        .where(sql<boolean>`lot_number % 6 = 0`),
    )
    .executeTakeFirst();
  const first = await upcoming.orderBy('catalogs.starts_at').limit(1).executeTakeFirst();
  if (first) {
    await db
      .updateTable('lots')
      .set({ banned: true })
      .where('catalog_id', '=', first.id)
      .where('lot_number', '=', 5)
      .execute();
    await db
      .updateTable('lots')
      .set({ potentially_banned: true })
      .where('catalog_id', '=', first.id)
      .where('lot_number', '=', 7)
      .execute();
  }
  return { orderBids: Number(bids.numInsertedOrUpdatedRows ?? 0) };
}
