import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { figuresByMonth, sumOf, type SaleFigures } from './saleFigures.js';

/** The bidding channels (sales §3 approvals): the marketplace, private label, second marketplace, floor. */
export const CHANNELS = ['INV', 'PL', 'AZ', 'Floor'] as const;

const n = (value: unknown): number => Number(value ?? 0);

/**
 * Sale performance of the scoped sales (campaign reporting): lots offered and sold (sell-through),
 * the hammer of sold lots against their low and high estimates, the bidders, the winning bids by
 * channel and the results by month of the sale. The lot figures are the sales' (saleFigures.ts)
 * added up; the bidders and channels come from one pass over the scoped winning bids. All sums are
 * integers in cents; a lot is sold when it has a result that is not passed; deleted lots are left
 * out of the figures.
 */
export function salePerformance(sales: readonly SaleFigures[], { bidders, byChannel }: BiddersAndChannels) {
  const total = (pick: (sale: SaleFigures) => number) => sumOf(sales, pick);
  return {
    totals: {
      lots: total((s) => s.lots),
      soldLots: total((s) => s.soldLots),
      hammerCents: total((s) => s.hammerCents),
      bidders,
      estimatedLots: total((s) => s.estimatedLots),
      estimatedHammerCents: total((s) => s.estimatedHammerCents),
      lowEstimateCents: total((s) => s.lowEstimateCents),
      highEstimateCents: total((s) => s.highEstimateCents),
      belowLowLots: total((s) => s.belowLowLots),
      aboveHighLots: total((s) => s.aboveHighLots),
    },
    byChannel,
    overTime: figuresByMonth(sales),
  };
}

export type BiddersAndChannels = Awaited<ReturnType<typeof biddersAndChannels>>;

/**
 * The scoped sales' (`saleIds`) bidders (everyone with a standing order bid on a scoped lot or a winning bid on
 * one) and the winning bids of lots not deleted by channel, in one statement: the winning bids are
 * read once for both. Grouping sets give one row per channel and one for all of them (channel
 * null), which exists even when no lot was won.
 */
export async function biddersAndChannels(db: Kysely<DB>, saleIds: readonly number[]) {
  const live = sql<boolean>`(w.deleted_at is null)`;
  const rows =
    saleIds.length === 0
      ? []
      : await db
          .with('w', (q) =>
            q
              .selectFrom('lots as l')
              .innerJoin('sale_results as r', 'r.lot_id', 'l.id')
              .innerJoin('approvals as a', 'a.id', 'r.approval_id')
              .where('l.catalog_id', 'in', saleIds)
              .where('r.passed', '=', false)
              .select(['a.bidder_id', 'a.channel', 'r.hammer', 'l.deleted_at']),
          )
          .with('b', (q) =>
            q
              .selectFrom('w')
              .select('w.bidder_id')
              .union(
                q
                  .selectFrom('lots as l')
                  .innerJoin('order_bids as ob', 'ob.lot_id', 'l.id')
                  .select('ob.bidder_id as bidder_id')
                  .where('l.catalog_id', 'in', saleIds)
                  .where('ob.cancelled_at', 'is', null)
                  .where('ob.bidder_id', 'is not', null)
                  .$narrowType<{ bidder_id: number }>(),
              ),
          )
          .selectFrom('w')
          .select([
            'w.channel',
            sql<number>`count(distinct w.bidder_id) filter (where ${live})`.as('bidders'),
            sql<number>`count(*) filter (where ${live})`.as('wins'),
            sql<number>`coalesce(sum(w.hammer) filter (where ${live}), 0)`.as('hammer'),
            sql<number>`(select count(*) from b)`.as('all_bidders'),
          ])
          .groupBy(sql`grouping sets ((w.channel), ())`)
          .execute();
  const byChannel = CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, bidders: n(row?.bidders), winningBids: n(row?.wins), hammerCents: n(row?.hammer) };
  });
  return { bidders: n(rows.find((r) => r.channel === null)?.all_bidders), byChannel };
}
