import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { saleDay, type CampaignScope } from './campaignFilter.js';

const n = (value: unknown): number => Number(value ?? 0);

/** The bidding channels (sales §3 approvals): the marketplace, private label, second marketplace, floor. */
export const CHANNELS = ['INV', 'PL', 'AZ', 'Floor'] as const;
export type CampaignChannel = (typeof CHANNELS)[number];

/** One scoped sale's lot figures: what the performance, over-time and engagement sections add up. */
export interface SaleFigures {
  catalogRef: string;
  title: string;
  saleDate: string;
  month: string;
  lots: number;
  soldLots: number;
  hammerCents: number;
  estimatedLots: number;
  estimatedHammerCents: number;
  lowEstimateCents: number;
  highEstimateCents: number;
  belowLowLots: number;
  aboveHighLots: number;
  views: number;
  watchers: number;
  /** The sold lots (winning bids) and their hammer by the winner's channel. */
  byChannel: Record<CampaignChannel, { winningBids: number; hammerCents: number }>;
}

/**
 * The scoped sales' (`saleIds`) figures, one row per sale (oldest first), a sale without lots
 * included: the sums migration 0032's triggers keep per sale (sale_campaign_figures), so a visit
 * reads one row per sale rather than every lot. A lot counts when it is not deleted; it is sold
 * when it has a result that is not passed, and estimated when sold with both estimates. Views and
 * watchers are those of all the sale's lots, deleted ones too (what bidders did before the sale).
 * Sums are integer cents.
 */
export async function saleFigures(
  db: Kysely<DB>,
  scope: CampaignScope,
  saleIds: readonly number[],
): Promise<SaleFigures[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .selectFrom('catalogs as c')
    .leftJoin('sale_campaign_figures as s', 's.catalog_id', 'c.id')
    .where('c.id', 'in', saleIds)
    .select([
      'c.ref',
      'c.title',
      sql<string>`to_char(${saleDay(scope, 'c.starts_at')}, 'YYYY-MM-DD')`.as('sale_date'),
      's.lots',
      's.sold_lots',
      's.hammer',
      's.estimated_lots',
      's.estimated_hammer',
      's.low_estimate',
      's.high_estimate',
      's.below_low_lots',
      's.above_high_lots',
      's.views',
      's.watchers',
      's.inv_wins',
      's.inv_hammer',
      's.pl_wins',
      's.pl_hammer',
      's.az_wins',
      's.az_hammer',
      's.floor_wins',
      's.floor_hammer',
    ])
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    catalogRef: r.ref,
    title: r.title,
    saleDate: r.sale_date,
    // The sale's month in the house's time zone: the day's first seven characters.
    month: r.sale_date.slice(0, 7),
    lots: n(r.lots),
    soldLots: n(r.sold_lots),
    hammerCents: n(r.hammer),
    estimatedLots: n(r.estimated_lots),
    estimatedHammerCents: n(r.estimated_hammer),
    lowEstimateCents: n(r.low_estimate),
    highEstimateCents: n(r.high_estimate),
    belowLowLots: n(r.below_low_lots),
    aboveHighLots: n(r.above_high_lots),
    views: n(r.views),
    watchers: n(r.watchers),
    byChannel: {
      INV: { winningBids: n(r.inv_wins), hammerCents: n(r.inv_hammer) },
      PL: { winningBids: n(r.pl_wins), hammerCents: n(r.pl_hammer) },
      AZ: { winningBids: n(r.az_wins), hammerCents: n(r.az_hammer) },
      Floor: { winningBids: n(r.floor_wins), hammerCents: n(r.floor_hammer) },
    },
  }));
}

/** The sum of one integer figure over the sales. */
export const sumOf = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((total, row) => total + pick(row), 0);

/** The sales' figures by month of the sale, oldest month first (the sales are oldest first). */
export function figuresByMonth(sales: readonly SaleFigures[]) {
  const months = new Map<
    string,
    { month: string; sales: number; lots: number; soldLots: number; hammerCents: number }
  >();
  for (const sale of sales) {
    const month = months.get(sale.month) ?? {
      month: sale.month,
      sales: 0,
      lots: 0,
      soldLots: 0,
      hammerCents: 0,
    };
    month.sales += 1;
    month.lots += sale.lots;
    month.soldLots += sale.soldLots;
    month.hammerCents += sale.hammerCents;
    months.set(sale.month, month);
  }
  return [...months.values()];
}
