import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the keywords customers follow (0019; sales §7 GET /keywordsReports). */
export interface CustomerKeywordsTable {
  id: Generated<number>;
  house_id: number;
  bidder_id: number;
  keyword: string;
  created_at: Timestamp;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    customer_keywords: CustomerKeywordsTable;
  }
}
