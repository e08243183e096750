import type { Generated } from 'kysely';
import type { Kept, Nullable, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of what migrations 0022, 0026 and 0032 add (campaign reporting, sales §2). */

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

/** Written by migration 0032's triggers only: read, never inserted or updated by the app. */
/**
 * 0032: a lot's part of its sale's campaign figures, recomputed from the lot, its result, its
 * registration and its counts by triggers; winner and channel null when not won.
 */
export interface LotCampaignFiguresTable {
  lot_id: Kept<number>;
  catalog_id: Kept<number>;
  live: Kept<boolean>;
  won: Kept<boolean>;
  hammer: Kept<number>;
  low_estimate: Kept<number | null>;
  high_estimate: Kept<number | null>;
  views: Kept<number>;
  watchers: Kept<number>;
  bidder_id: Kept<number | null>;
  channel: Kept<string | null>;
}

/** 0032: the sums of a sale's lot_campaign_figures, kept by triggers; no row means no lots. */
export interface SaleCampaignFiguresTable {
  catalog_id: Kept<number>;
  lots: Kept<number>;
  sold_lots: Kept<number>;
  hammer: Kept<number>;
  estimated_lots: Kept<number>;
  estimated_hammer: Kept<number>;
  low_estimate: Kept<number>;
  high_estimate: Kept<number>;
  below_low_lots: Kept<number>;
  above_high_lots: Kept<number>;
  views: Kept<number>;
  watchers: Kept<number>;
  inv_wins: Kept<number>;
  inv_hammer: Kept<number>;
  pl_wins: Kept<number>;
  pl_hammer: Kept<number>;
  az_wins: Kept<number>;
  az_hammer: Kept<number>;
  floor_wins: Kept<number>;
  floor_hammer: Kept<number>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    lot_views: LotViewsTable;
    lot_watchers: LotWatchersTable;
    lot_engagement_counts: LotEngagementCountsTable;
    lot_campaign_figures: LotCampaignFiguresTable;
    sale_campaign_figures: SaleCampaignFiguresTable;
  }
}
