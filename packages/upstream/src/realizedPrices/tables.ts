import type { Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the published realized prices (0014; sales §3 "Realized price row"). */
export interface RealizedPricesTable {
  lot_id: number;
  house_id: number;
  catalog_id: number;
  /** Cents; 0 is unsold ("Passed"). */
  realized_price: number;
  change_user_id: number | null;
  updated_at: Timestamp;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    realized_prices: RealizedPricesTable;
  }
}
