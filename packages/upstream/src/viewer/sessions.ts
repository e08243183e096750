import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Caller } from './caller.js';
import { newSessionToken, SESSION_REFRESH_AFTER_MS, SESSION_TTL_MS, sha256Hex } from './tokens.js';

/** Starts a session and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Kysely<DB>, userId: number, now = new Date()): Promise<string> {
  const token = newSessionToken();
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .execute();
  return token;
}

/** The caller of a live session, sliding its expiry forward; null when unknown or expired. */
export async function callerFromSession(
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<Caller | null> {
  const tokenHash = sha256Hex(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('houses', 'houses.id', 'users.house_id')
    .select([
      'users.id as userId',
      'houses.id as houseId',
      'houses.ref as houseRef',
      'sessions.expires_at as expiresAt',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_REFRESH_AFTER_MS)
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
      .where('token_hash', '=', tokenHash)
      .execute();
  return { userId: row.userId, houseId: row.houseId, houseRef: row.houseRef, via: 'session' };
}

export async function deleteSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
}
