import type { Generated } from 'kysely';
import type { Nullable, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of what migration 0022_campaign_reporting.sql adds (campaign reporting, sales §2). */

/** One view of a lot's page; bidder null for a visitor who was not signed in. */
export interface LotViewsTable {
  id: Generated<number>;
  house_id: number;
  lot_id: number;
  bidder_id: Nullable<number>;
  viewed_at: Timestamp;
}

/** A bidder watching a lot, once per lot. */
export interface LotWatchersTable {
  house_id: number;
  lot_id: number;
  bidder_id: number;
  created_at: Timestamp;
}

/** The house columns of 0022: an outside BI dashboard (sales §7 GET house/{houseRef}/domo). */
export interface HouseAnalyticsColumns {
  analytics_embed_url: Nullable<string>;
  analytics_embed_token: Nullable<string>;
}

/**
 * A lot's views and watchers, kept equal to its lot_views and lot_watchers rows by the triggers of
 * migration 0026 (never written by the app); no row means none of either.
 */
export interface LotEngagementCountsTable {
  lot_id: number;
  views: number;
  watchers: number;
}

export interface CampaignReportingTables {
  lot_views: LotViewsTable;
  lot_watchers: LotWatchersTable;
  lot_engagement_counts: LotEngagementCountsTable;
}
