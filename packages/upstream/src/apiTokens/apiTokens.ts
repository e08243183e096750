import type { ApiTokenScope } from '@ah/schema';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ApiTokensTable } from './tables.js';
import { HttpError } from '../http/httpError.js';
import type { Caller } from '../viewer/caller.js';
import { API_TOKEN_SCHEME, apiTokenPrefix, newApiTokenSecret, sha256Hex } from '../viewer/tokens.js';

/** An API token as the contract shows it (never the secret). */
export interface ApiTokenView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  readOnly: boolean;
  scopes: string[] | null;
}

/** What a new token may do: its life, whether it writes, and the access areas (null: all its user's). */
export interface ApiTokenGrant {
  name: string;
  expiresInDays: number;
  readOnly: boolean;
  scopes: ApiTokenScope[] | null;
}

/** `last_used_at` is written at most this often, so a script's requests do not each become a write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

type TokenRow = Pick<
  Selectable<ApiTokensTable>,
  'id' | 'name' | 'prefix' | 'created_at' | 'last_used_at' | 'expires_at' | 'read_only' | 'scopes'
>;

export function apiTokenView(row: TokenRow): ApiTokenView {
  return {
    id: String(row.id),
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
    expiresAt: row.expires_at.toISOString(),
    readOnly: row.read_only,
    scopes: row.scopes,
  };
}

const VIEW_COLUMNS = [
  'id',
  'name',
  'prefix',
  'created_at',
  'last_used_at',
  'expires_at',
  'read_only',
  'scopes',
] as const;

export async function createApiToken(
  db: Kysely<DB>,
  caller: Caller,
  grant: ApiTokenGrant,
  now = new Date(),
): Promise<{ apiToken: ApiTokenView; token: string }> {
  const token = newApiTokenSecret();
  const row = await db
    .insertInto('api_tokens')
    .values({
      house_id: caller.houseId,
      user_id: caller.userId,
      name: grant.name,
      prefix: apiTokenPrefix(token),
      secret_hash: sha256Hex(token),
      expires_at: new Date(now.getTime() + grant.expiresInDays * DAY_MS),
      read_only: grant.readOnly,
      scopes: grant.scopes === null ? null : JSON.stringify(grant.scopes),
    })
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();
  return { apiToken: apiTokenView(row), token };
}

/** The caller's live tokens (expired ones too, until revoked, so their owner sees why a script stopped). */
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

/**
 * The caller a bearer secret stands for; null when unknown or revoked, 401 API_TOKEN_EXPIRED once
 * past its expiry. Records its use at most once per LAST_USED_RESOLUTION_MS.
 */
export async function callerFromApiToken(
  db: Kysely<DB>,
  secret: string,
  now = new Date(),
): Promise<Caller | null> {
  if (!secret.startsWith(API_TOKEN_SCHEME)) return null;
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'api_tokens.user_id').onRef('users.house_id', '=', 'api_tokens.house_id'),
    )
    .innerJoin('houses', 'houses.id', 'api_tokens.house_id')
    .select([
      'api_tokens.id as id',
      'api_tokens.user_id as userId',
      'api_tokens.house_id as houseId',
      'houses.ref as houseRef',
      'api_tokens.expires_at as expiresAt',
      'api_tokens.last_used_at as lastUsedAt',
      'api_tokens.read_only as readOnly',
      'api_tokens.scopes as scopes',
    ])
    .where('api_tokens.secret_hash', '=', sha256Hex(secret))
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime())
    throw new HttpError(
      401,
      'API_TOKEN_EXPIRED',
      `This API token expired on ${row.expiresAt.toISOString()}. Create a new token.`,
    );
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS)
    await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', row.id).execute();
  return {
    userId: row.userId,
    houseId: row.houseId,
    houseRef: row.houseRef,
    via: 'apiToken',
    apiToken: {
      id: String(row.id),
      expiresAt: row.expiresAt.toISOString(),
      readOnly: row.readOnly,
      scopes: row.scopes,
    },
  };
}
