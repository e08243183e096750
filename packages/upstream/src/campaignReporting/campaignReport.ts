import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { scopedSaleIds, type CampaignScope } from './campaignFilter.js';
import { featuredPromotions, keywordSummary, lotEngagement, saleChoices } from './campaignSections.js';
import { saleFigures, sumOf as sum } from './saleFigures.js';
import { salePerformance, scopedBidders } from './salePerformance.js';

/**
 * The house's campaign report for one filter (sales §2 /campaign-reporting): every section of the
 * dashboard in one answer. Sums are integer cents from SQL aggregates; the totals add the rows'
 * integers. The scoped sales' lot figures are read once (saleFigures) for the performance,
 * over-time and engagement sections.
 */
export async function campaignReport(db: Kysely<DB>, scope: CampaignScope) {
  const saleIds = await scopedSaleIds(db, scope);
  const [sales, promotions, keywords, figures, bidders] = await Promise.all([
    saleChoices(db, scope.houseId),
    featuredPromotions(db, scope),
    keywordSummary(db, scope),
    saleFigures(db, scope, saleIds),
    scopedBidders(db, saleIds),
  ]);
  const performance = salePerformance(figures, bidders);
  const engagement = lotEngagement(figures);
  return {
    filter: { from: scope.from, to: scope.to, catalogRefs: scope.catalogRefs },
    sales,
    promotions: {
      rows: promotions,
      totals: {
        featuredLots: sum(promotions, (r) => r.featuredLots),
        feeCents: sum(promotions, (r) => r.feeCents),
        soldLots: sum(promotions, (r) => r.soldLots),
        hammerCents: sum(promotions, (r) => r.hammerCents),
        views: sum(promotions, (r) => r.views),
        watchers: sum(promotions, (r) => r.watchers),
      },
    },
    keywords,
    performance,
    engagement: {
      rows: engagement,
      totals: {
        lots: sum(engagement, (r) => r.lots),
        views: sum(engagement, (r) => r.views),
        watchers: sum(engagement, (r) => r.watchers),
      },
    },
  };
}

/** The house's outside BI dashboard (sales §7 GET house/{houseRef}/domo); nulls when it uses ours. */
export async function analyticsEmbed(db: Kysely<DB>, houseId: number) {
  const house = await db
    .selectFrom('houses')
    .select(['analytics_embed_url', 'analytics_embed_token'])
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  const configured = house.analytics_embed_url !== null && house.analytics_embed_token !== null;
  return {
    embedUrl: configured ? house.analytics_embed_url : null,
    embedToken: configured ? house.analytics_embed_token : null,
  };
}
