import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { saleDay, type CampaignScope } from './campaignFilter.js';

const n = (value: unknown): number => Number(value ?? 0);

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
}

/**
 * The scoped sales' (`saleIds`) figures in one pass over their lots, one row per sale (oldest first), a sale
 * without lots included. A lot counts when it is not deleted; it is sold when it has a result that
 * is not passed, and estimated when sold with both estimates. Views and watchers are those of all
 * the sale's lots, deleted ones too (what bidders did before the sale), from the per-lot counts
 * (lot_engagement_counts) rather than from every view. Sums are SQL aggregates in integer cents.
 */
export async function saleFigures(
  db: Kysely<DB>,
  scope: CampaignScope,
  saleIds: readonly number[],
): Promise<SaleFigures[]> {
  if (saleIds.length === 0) return [];
  const live = sql<boolean>`(l.id is not null and l.deleted_at is null)`;
  const sold = sql<boolean>`(${live} and r.id is not null and not r.passed)`;
  const estimated = sql<boolean>`(${sold} and l.low_estimate is not null and l.high_estimate is not null)`;
  const rows = await db
    .selectFrom('catalogs as c')
    .leftJoin('lots as l', 'l.catalog_id', 'c.id')
    .leftJoin('sale_results as r', 'r.lot_id', 'l.id')
    .leftJoin('lot_engagement_counts as e', 'e.lot_id', 'l.id')
    .where('c.id', 'in', saleIds)
    .select([
      'c.ref',
      'c.title',
      sql<string>`to_char(${saleDay(scope, 'c.starts_at')}, 'YYYY-MM-DD')`.as('sale_date'),
      sql<number>`count(*) filter (where ${live})`.as('lots'),
      sql<number>`count(*) filter (where ${sold})`.as('sold'),
      sql<number>`coalesce(sum(r.hammer) filter (where ${sold}), 0)`.as('hammer'),
      sql<number>`count(*) filter (where ${estimated})`.as('estimated'),
      sql<number>`coalesce(sum(r.hammer) filter (where ${estimated}), 0)`.as('estimated_hammer'),
      sql<number>`coalesce(sum(l.low_estimate) filter (where ${estimated}), 0)`.as('low'),
      sql<number>`coalesce(sum(l.high_estimate) filter (where ${estimated}), 0)`.as('high'),
      sql<number>`count(*) filter (where ${estimated} and r.hammer < l.low_estimate)`.as('below'),
      sql<number>`count(*) filter (where ${estimated} and r.hammer > l.high_estimate)`.as('above'),
      sql<number>`coalesce(sum(e.views), 0)`.as('views'),
      sql<number>`coalesce(sum(e.watchers), 0)`.as('watchers'),
    ])
    .groupBy(['c.id', 'c.ref', 'c.title', 'c.starts_at'])
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
    soldLots: n(r.sold),
    hammerCents: n(r.hammer),
    estimatedLots: n(r.estimated),
    estimatedHammerCents: n(r.estimated_hammer),
    lowEstimateCents: n(r.low),
    highEstimateCents: n(r.high),
    belowLowLots: n(r.below),
    aboveHighLots: n(r.above),
    views: n(r.views),
    watchers: n(r.watchers),
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
