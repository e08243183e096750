import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the API tokens table (0001; expiry and scopes 0023). */

export interface ApiTokensTable {
  id: Generated<number>;
  house_id: number;
  user_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  expires_at: Timestamp;
  read_only: Generated<boolean>;
  /** jsonb: the access flags the token may use; null for all of its user's. Written as JSON text. */
  scopes: ColumnType<string[] | null, string | null | undefined, string | null>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    api_tokens: ApiTokensTable;
  }
}
