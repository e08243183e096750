import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { chunk } from '../invoiceGroups/buildInvoiceGroup.js';
import { LAST_NAMES, SALE_THEMES } from '../seed/vocabulary.js';
import { ownerOf } from './lotBooks.js';
import { priceLot, type EngineBid } from './engine/biddingEngine.js';
import { askingBid } from '@ah/schema';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The demo house's timed sale: 60 lots, 1,200 on the large seed, 12,000 on the huge one (its bidders tell). */
function demoTimedLots(bidderCount: number): number {
  if (bidderCount >= 5_000) return 12_000;
  return bidderCount >= 500 ? 1_200 : 60;
}

/**
 * Timed sales in progress for bulk bidding (sales §2 Bulk bidding): every house gets one, started
 * three days ago, its lots ending one after the other from six hours ago over two days (so the
 * first ones are closed), a few extended by a late bid, and bids from several bidders (some placed by the house
 * through bid admin, so they can be cancelled). The demo house's sale has 60 lots, 1,200 in the
 * large seed and 12,000 in the huge one (its many bidders tell the size), to show a 1,000-lot sale. Bulk bidding is enabled for
 * every house. Deterministic for a given database and `now`.
 */
export async function seedBulkBidding(db: Kysely<DB>, now: Date): Promise<Record<string, number>> {
  await db.updateTable('houses').set({ bulk_bidding_enabled: true }).execute();
  const houses = await db.selectFrom('houses').select(['id', 'ref', 'user_name']).orderBy('id').execute();
  let catalogs = 0;
  let lots = 0;
  let bids = 0;
  for (const [index, house] of houses.entries()) {
    const address = await db
      .selectFrom('house_addresses')
      .select('id')
      .where('house_id', '=', house.id)
      .orderBy('id')
      .executeTakeFirst();
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('house_id', '=', house.id)
      .where('access_bulkbidding', '=', true)
      .orderBy('id')
      .executeTakeFirst();
    const bidders = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', house.id)
      .orderBy('id')
      .execute();
    if (!address || bidders.length < 2) continue;
    const lotTotal = house.user_name === 'demo' ? demoTimedLots(bidders.length) : 20;
    const theme = SALE_THEMES[index % SALE_THEMES.length] ?? SALE_THEMES[0];
    if (!theme) continue;
    const group = await db
      .insertInto('sale_groups')
      .values({ house_id: house.id, name: `${theme.name} Timed Online Auction`, is_timed: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const startsAt = new Date(now.getTime() - 72 * HOUR);
    const firstEnd = now.getTime() - 6 * HOUR;
    // The lots end one after the other over the next two days (the first six hours' already closed).
    const spacing = Math.max(MINUTE, Math.floor((56 * HOUR) / lotTotal / MINUTE) * MINUTE);
    const catalog = await db
      .insertInto('catalogs')
      .values({
        house_id: house.id,
        sale_group_id: group.id,
        ref: `TB${house.ref}`,
        title: `${theme.name} Timed Online Auction`,
        identifier: `${theme.prefix}TB1`,
        starts_at: startsAt,
        ends_at: new Date(firstEnd + lotTotal * spacing),
        address_id: address.id,
        sale_type: 'timed',
        buyer_premium_rate: 25_000,
        live_status: '2',
      })
      .returning(['id', 'ref'])
      .executeTakeFirstOrThrow();
    catalogs += 1;
    const lotRows = Array.from({ length: lotTotal }, (_, i) => {
      const n = i + 1;
      const low = ((i * 7) % 20) * 5_000 + 5_000;
      // Lots ending within the next 2 minutes that took a late bid were extended (sales §3 isExtended).
      const scheduled = firstEnd + i * spacing;
      const extended = n % 11 === 0 && scheduled > now.getTime();
      return {
        house_id: house.id,
        catalog_id: catalog.id,
        ref: `${catalog.ref}L${String(n).padStart(4, '0')}`,
        lot_number: n,
        title: `${theme.lots[i % theme.lots.length] ?? 'Lot'}${i >= theme.lots.length ? ` (${Math.floor(i / theme.lots.length) + 1})` : ''}`,
        description: 'Offered in a timed online auction; a condition report is available on request.',
        consignor: `${LAST_NAMES[(i * 3) % LAST_NAMES.length] ?? 'Private'} Estate`,
        low_estimate: low,
        high_estimate: low * 2,
        starting_bid: low / 2,
        reserve: n % 3 === 0 ? low : null,
        ends_at: new Date(extended ? scheduled + 2 * MINUTE : scheduled),
        extended,
      };
    });
    const inserted: { id: number; starting_bid: number | null; reserve: number | null }[] = [];
    for (const batch of chunk(lotRows, 500))
      inserted.push(
        ...(await db.insertInto('lots').values(batch).returning(['id', 'starting_bid', 'reserve']).execute()),
      );
    lots += inserted.length;
    const bidRows = inserted.flatMap((lot, i) => {
      const placed: EngineBid[] = [];
      const rows: {
        house_id: number;
        lot_id: number;
        bidder_id: number | null;
        user_id: number | null;
        amount: number;
        created_at: Date;
      }[] = [];
      const count = i % 5;
      for (let k = 0; k < count; k += 1) {
        const houseBid = staff !== undefined && k === count - 1 && i % 7 === 3;
        const bidder = bidders[(i * 5 + k * 3) % bidders.length];
        if (!bidder) continue;
        const price = priceLot({ startingBid: lot.starting_bid, reserve: lot.reserve, bids: placed });
        const amount =
          askingBid({ currentBid: price.currentBid, startingBid: lot.starting_bid }) + (k % 2) * 2_000;
        const row = {
          house_id: house.id,
          lot_id: lot.id,
          bidder_id: houseBid ? null : bidder.id,
          user_id: houseBid ? (staff?.id ?? null) : null,
          amount,
          created_at: new Date(startsAt.getTime() + (i % 48) * HOUR + k * 7 * MINUTE),
        };
        placed.push({ id: k, owner: ownerOf({ ...row, id: k }), max: amount, at: row.created_at });
        rows.push(row);
      }
      return rows;
    });
    for (const batch of chunk(bidRows, 500)) await db.insertInto('order_bids').values(batch).execute();
    bids += bidRows.length;
  }
  return { bulk_bidding_catalogs: catalogs, bulk_bidding_lots: lots, bulk_bidding_bids: bids };
}
