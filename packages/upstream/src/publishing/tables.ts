import type { ColumnType } from 'kysely';

/** Kysely's view of what migration 0012_review_publish.sql adds (columns merged into schema.ts tables). */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The catalog columns of 0012: publication and the cover photo. */
export interface CatalogReviewColumns {
  published_at: NullableTimestamp;
  cover_thumb_path: Nullable<string>;
  cover_error: Defaulted<boolean>;
}

/** The house column of 0012: the preview header's logo. */
export interface HouseReviewColumns {
  logo_url: Nullable<string>;
}

export interface CatalogFeaturedLotsTable {
  catalog_id: number;
  position: number;
  lot_id: number;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    catalog_featured_lots: CatalogFeaturedLotsTable;
  }
}
