import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { CHANNELS, figuresByMonth, sumOf, type SaleFigures } from './saleFigures.js';

const n = (value: unknown): number => Number(value ?? 0);

/**
 * Sale performance of the scoped sales (campaign reporting): lots offered and sold (sell-through),
 * the hammer of sold lots against their low and high estimates, the bidders, the winning bids by
 * channel and the results by month of the sale. The lot figures and the winning bids by channel are
 * the sales' (saleFigures.ts) added up; the bidders do not add up across sales and are counted
 * (scopedBidders). All sums are integers in cents; a lot is sold when it has a result that is not
 * passed; deleted lots are left out of the figures.
 */
export function salePerformance(sales: readonly SaleFigures[], bidders: ScopedBidders) {
  const total = (pick: (sale: SaleFigures) => number) => sumOf(sales, pick);
  return {
    totals: {
      lots: total((s) => s.lots),
      soldLots: total((s) => s.soldLots),
      hammerCents: total((s) => s.hammerCents),
      bidders: bidders.all,
      estimatedLots: total((s) => s.estimatedLots),
      estimatedHammerCents: total((s) => s.estimatedHammerCents),
      lowEstimateCents: total((s) => s.lowEstimateCents),
      highEstimateCents: total((s) => s.highEstimateCents),
      belowLowLots: total((s) => s.belowLowLots),
      aboveHighLots: total((s) => s.aboveHighLots),
    },
    byChannel: CHANNELS.map((channel) => ({
      channel,
      bidders: bidders.byChannel[channel],
      winningBids: total((s) => s.byChannel[channel].winningBids),
      hammerCents: total((s) => s.byChannel[channel].hammerCents),
    })),
    overTime: figuresByMonth(sales),
  };
}

export type ScopedBidders = Awaited<ReturnType<typeof scopedBidders>>;

/**
 * The scoped sales' (`saleIds`) bidders: everyone with a standing order bid on a scoped lot or a
 * winning bid on one (deleted lots too), and by channel those who won a lot not deleted. Distinct
 * bidders do not add up across sales, so they are counted here, the winners from the won lots'
 * index of migration 0032 (lot_campaign_figures) rather than every result with its registration.
 */
export async function scopedBidders(db: Kysely<DB>, saleIds: readonly number[]) {
  const none = { all: 0, byChannel: { INV: 0, PL: 0, AZ: 0, Floor: 0 } };
  if (saleIds.length === 0) return none;
  const ids = sql.join(saleIds);
  const liveIn = (channel: string) =>
    sql`count(distinct w.bidder_id) filter (where w.live and w.channel = ${channel})`;
  const { rows } = await sql<{
    all_bidders: unknown;
    inv: unknown;
    pl: unknown;
    az: unknown;
    floor: unknown;
  }>`
    with w as (
      select f.bidder_id, f.channel, f.live from lot_campaign_figures f
      where f.won and f.catalog_id in (${ids})
    )
    select
      (select count(*) from (
        select w.bidder_id from w
        union
        select ob.bidder_id from lots l join order_bids ob on ob.lot_id = l.id
        where l.catalog_id in (${ids}) and ob.cancelled_at is null and ob.bidder_id is not null
      ) b) as all_bidders,
      ${liveIn('INV')} as inv, ${liveIn('PL')} as pl, ${liveIn('AZ')} as az, ${liveIn('Floor')} as floor
    from w`.execute(db);
  const row = rows[0];
  if (!row) return none;
  return {
    all: n(row.all_bidders),
    byChannel: { INV: n(row.inv), PL: n(row.pl), AZ: n(row.az), Floor: n(row.floor) },
  };
}
