import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of what migration 0011_lot_images.sql adds. */
export interface LotImagesTable {
  id: Generated<number>;
  house_id: number;
  catalog_id: number;
  lot_id: number;
  sequence: number;
  storage_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  version: Generated<number>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    lot_images: LotImagesTable;
  }
}
