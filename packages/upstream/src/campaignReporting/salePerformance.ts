import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { saleDay, scopedCatalogIds, type CampaignScope } from './campaignFilter.js';

/** The bidding channels (sales §3 approvals): the marketplace, private label, second marketplace, floor. */
export const CHANNELS = ['INV', 'PL', 'AZ', 'Floor'] as const;

const n = (value: unknown): number => Number(value ?? 0);

/**
 * Sale performance of the scoped sales (campaign reporting): lots offered and sold (sell-through),
 * the hammer of sold lots against their low and high estimates, the bidders, the winning bids by
 * channel and the results by month of the sale. All sums are SQL aggregates in integer cents; a
 * lot is sold when it has a result that is not passed; deleted lots are left out.
 */
export async function salePerformance(db: Kysely<DB>, scope: CampaignScope) {
  const scoped = scopedCatalogIds(db, scope);
  const sold = sql<boolean>`(r.id is not null and not r.passed)`;
  const estimated = sql<boolean>`(${sold} and l.low_estimate is not null and l.high_estimate is not null)`;
  const totals = await db
    .selectFrom('lots as l')
    .leftJoin('sale_results as r', 'r.lot_id', 'l.id')
    .where('l.catalog_id', 'in', scoped)
    .where('l.deleted_at', 'is', null)
    .select([
      sql<number>`count(*)`.as('lots'),
      sql<number>`count(*) filter (where ${sold})`.as('sold'),
      sql<number>`coalesce(sum(r.hammer) filter (where ${sold}), 0)`.as('hammer'),
      sql<number>`count(*) filter (where ${estimated})`.as('estimated'),
      sql<number>`coalesce(sum(r.hammer) filter (where ${estimated}), 0)`.as('estimated_hammer'),
      sql<number>`coalesce(sum(l.low_estimate) filter (where ${estimated}), 0)`.as('low'),
      sql<number>`coalesce(sum(l.high_estimate) filter (where ${estimated}), 0)`.as('high'),
      sql<number>`count(*) filter (where ${estimated} and r.hammer < l.low_estimate)`.as('below'),
      sql<number>`count(*) filter (where ${estimated} and r.hammer > l.high_estimate)`.as('above'),
    ])
    .executeTakeFirstOrThrow();

  // Bidders: everyone with a standing order bid on a scoped lot or a winning bid on one.
  const bidders = await db
    .selectFrom(
      db
        .selectFrom('order_bids as ob')
        .innerJoin('lots as l', 'l.id', 'ob.lot_id')
        .select('ob.bidder_id as bidder_id')
        .where('l.catalog_id', 'in', scoped)
        .where('ob.cancelled_at', 'is', null)
        .where('ob.bidder_id', 'is not', null)
        .union(
          db
            .selectFrom('sale_results as r')
            .innerJoin('lots as l', 'l.id', 'r.lot_id')
            .innerJoin('approvals as a', 'a.id', 'r.approval_id')
            .select('a.bidder_id as bidder_id')
            .where('l.catalog_id', 'in', scoped)
            .where('r.passed', '=', false),
        )
        .as('b'),
    )
    .select(sql<number>`count(distinct b.bidder_id)`.as('bidders'))
    .executeTakeFirstOrThrow();

  const channelRows = await db
    .selectFrom('sale_results as r')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .innerJoin('approvals as a', 'a.id', 'r.approval_id')
    .where('l.catalog_id', 'in', scoped)
    .where('l.deleted_at', 'is', null)
    .where('r.passed', '=', false)
    .select([
      'a.channel',
      sql<number>`count(distinct a.bidder_id)`.as('bidders'),
      sql<number>`count(*)`.as('wins'),
      sql<number>`sum(r.hammer)`.as('hammer'),
    ])
    .groupBy('a.channel')
    .execute();
  const byChannel = CHANNELS.map((channel) => {
    const row = channelRows.find((r) => r.channel === channel);
    return { channel, bidders: n(row?.bidders), winningBids: n(row?.wins), hammerCents: n(row?.hammer) };
  });

  const month = sql<string>`to_char(${saleDay(scope, 'c.starts_at')}, 'YYYY-MM')`;
  const overTime = await db
    .selectFrom('catalogs as c')
    .leftJoin('lots as l', (join) => join.onRef('l.catalog_id', '=', 'c.id').on('l.deleted_at', 'is', null))
    .leftJoin('sale_results as r', 'r.lot_id', 'l.id')
    .where('c.id', 'in', scoped)
    .select([
      month.as('month'),
      sql<number>`count(distinct c.id)`.as('sales'),
      sql<number>`count(l.id)`.as('lots'),
      sql<number>`count(*) filter (where ${sold})`.as('sold'),
      sql<number>`coalesce(sum(r.hammer) filter (where ${sold}), 0)`.as('hammer'),
    ])
    // By position: the month's expression carries the time zone as a parameter, so it cannot repeat.
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();

  return {
    totals: {
      lots: n(totals.lots),
      soldLots: n(totals.sold),
      hammerCents: n(totals.hammer),
      bidders: n(bidders.bidders),
      estimatedLots: n(totals.estimated),
      estimatedHammerCents: n(totals.estimated_hammer),
      lowEstimateCents: n(totals.low),
      highEstimateCents: n(totals.high),
      belowLowLots: n(totals.below),
      aboveHighLots: n(totals.above),
    },
    byChannel,
    overTime: overTime.map((r) => ({
      month: r.month,
      sales: n(r.sales),
      lots: n(r.lots),
      soldLots: n(r.sold),
      hammerCents: n(r.hammer),
    })),
  };
}
