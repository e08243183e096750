import { sql, type Kysely } from 'kysely';
import { keywordFollows } from '../customers/customerQueries.js';
import type { DB } from '../db/schema.js';
import { featuredLotFeeCents, featuredLotsOf } from '../paymentCenter/billingStatement.js';
import { saleDay, scopedCatalogIds, type CampaignScope } from './campaignFilter.js';
import type { SaleFigures } from './saleFigures.js';

const n = (value: unknown): number => Number(value ?? 0);
const sold = sql<boolean>`(r.id is not null and not r.passed)`;

/**
 * Featured-lot promotions of the scoped sales (sales §2 Review & Publish, "feature your lots for
 * $249 per lot/item"): the rows Billing charges (paymentCenter's featuredLotsOf and its fee), with
 * what the featured lots did: sold, hammer, views and watchers (the lots' counts). One row per
 * sale, oldest first.
 */
export async function featuredPromotions(db: Kysely<DB>, scope: CampaignScope) {
  const rows = await featuredLotsOf(db, scope.houseId)
    .leftJoin('sale_results as r', 'r.lot_id', 'f.lot_id')
    .leftJoin('lot_engagement_counts as e', 'e.lot_id', 'f.lot_id')
    .where('c.id', 'in', scopedCatalogIds(db, scope))
    .select([
      'c.ref',
      'c.title',
      sql<string>`to_char(${saleDay(scope, 'c.starts_at')}, 'YYYY-MM-DD')`.as('sale_date'),
      sql<number>`count(*)`.as('lots'),
      sql<number>`count(*) filter (where ${sold})`.as('sold'),
      sql<number>`coalesce(sum(r.hammer) filter (where ${sold}), 0)`.as('hammer'),
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
    featuredLots: n(r.lots),
    feeCents: featuredLotFeeCents(n(r.lots)),
    soldLots: n(r.sold),
    hammerCents: n(r.hammer),
    views: n(r.views),
    watchers: n(r.watchers),
  }));
}

/**
 * The keywords the house's customers follow (the keywords report's source, customers'
 * keywordFollows): followers of each keyword, and how many started following in the date range.
 * Most followed first. The sale filter does not apply: a keyword belongs to no sale.
 */
export async function keywordSummary(db: Kysely<DB>, scope: CampaignScope) {
  const added = saleDay(scope, 'customer_keywords.created_at');
  const inRange = sql<boolean>`(${scope.from === null ? sql`true` : sql`${added} >= ${scope.from}::date`} and ${
    scope.to === null ? sql`true` : sql`${added} <= ${scope.to}::date`
  })`;
  const rows = await keywordFollows(db, scope.houseId)
    .select([
      'customer_keywords.keyword',
      sql<number>`count(distinct customer_keywords.bidder_id)`.as('followers'),
      sql<number>`count(distinct customer_keywords.bidder_id) filter (where ${inRange})`.as('added'),
    ])
    .groupBy('customer_keywords.keyword')
    .orderBy(sql`count(distinct customer_keywords.bidder_id)`, 'desc')
    .orderBy('customer_keywords.keyword')
    .execute();
  return rows.map((r) => ({ keyword: r.keyword, followers: n(r.followers), newFollowers: n(r.added) }));
}

/** Lot views and watchers of the scoped sales, one row per sale (oldest first) with its lots. */
export const lotEngagement = (sales: readonly SaleFigures[]) =>
  sales.map((s) => ({
    catalogRef: s.catalogRef,
    title: s.title,
    saleDate: s.saleDate,
    lots: s.lots,
    views: s.views,
    watchers: s.watchers,
  }));

/** The house's sales to filter by, newest first (the date range does not narrow the choice). */
export async function saleChoices(db: Kysely<DB>, houseId: number) {
  const rows = await db
    .selectFrom('catalogs')
    .select(['ref', 'title', 'starts_at'])
    .where('house_id', '=', houseId)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ catalogRef: r.ref, title: r.title, startsAt: r.starts_at.toISOString() }));
}
