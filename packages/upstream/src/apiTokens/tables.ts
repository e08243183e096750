import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the API tokens table (0001). */

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
}

export interface ApiTokenTables {
  api_tokens: ApiTokensTable;
}
