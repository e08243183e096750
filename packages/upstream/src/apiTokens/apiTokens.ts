import type { Kysely, Selectable } from 'kysely';
import type { ApiTokensTable, DB } from '../db/schema.js';
import type { Caller } from '../viewer/caller.js';
import { API_TOKEN_SCHEME, apiTokenPrefix, newApiTokenSecret, sha256Hex } from '../viewer/tokens.js';

/** An API token as the contract shows it (never the secret). */
export interface ApiTokenView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type TokenRow = Pick<Selectable<ApiTokensTable>, 'id' | 'name' | 'prefix' | 'created_at' | 'last_used_at'>;

export function apiTokenView(row: TokenRow): ApiTokenView {
  return {
    id: String(row.id),
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
  };
}

const VIEW_COLUMNS = ['id', 'name', 'prefix', 'created_at', 'last_used_at'] as const;

export async function createApiToken(
  db: Kysely<DB>,
  caller: Caller,
  name: string,
): Promise<{ apiToken: ApiTokenView; token: string }> {
  const token = newApiTokenSecret();
  const row = await db
    .insertInto('api_tokens')
    .values({
      house_id: caller.houseId,
      user_id: caller.userId,
      name,
      prefix: apiTokenPrefix(token),
      secret_hash: sha256Hex(token),
    })
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();
  return { apiToken: apiTokenView(row), token };
}

export async function listApiTokens(db: Kysely<DB>, caller: Caller): Promise<ApiTokenView[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(VIEW_COLUMNS)
    .where('house_id', '=', caller.houseId)
    .where('user_id', '=', caller.userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(apiTokenView);
}

/** Revokes one of the caller's own live tokens; false when there is none with that id. */
export async function revokeApiToken(
  db: Kysely<DB>,
  caller: Caller,
  tokenId: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('house_id', '=', caller.houseId)
    .where('user_id', '=', caller.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The caller a bearer secret stands for, recording its use; null when unknown or revoked. */
export async function callerFromApiToken(
  db: Kysely<DB>,
  secret: string,
  now = new Date(),
): Promise<Caller | null> {
  if (!secret.startsWith(API_TOKEN_SCHEME)) return null;
  const row = await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .from(['users', 'houses'])
    .where('api_tokens.secret_hash', '=', sha256Hex(secret))
    .where('api_tokens.revoked_at', 'is', null)
    .whereRef('users.id', '=', 'api_tokens.user_id')
    .whereRef('users.house_id', '=', 'api_tokens.house_id')
    .whereRef('houses.id', '=', 'api_tokens.house_id')
    .returning(['api_tokens.user_id as userId', 'api_tokens.house_id as houseId', 'houses.ref as houseRef'])
    .executeTakeFirst();
  if (!row) return null;
  return { userId: row.userId, houseId: row.houseId, houseRef: row.houseRef, via: 'apiToken' };
}
