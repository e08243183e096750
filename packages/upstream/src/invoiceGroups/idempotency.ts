import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';

const KEY = /^[A-Za-z0-9._:-]{1,200}$/;

/** The request's `Idempotency-Key` header, checked; null when absent. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !KEY.test(key))
    throw badRequest(
      'INVALID_IDEMPOTENCY_KEY',
      'Idempotency-Key must be 1 to 200 letters, digits, ".", "_", ":" or "-".',
      'Idempotency-Key',
    );
  return key;
}

/** The answer of an idempotent request, and whether it replays an earlier one (nothing done now). */
export interface IdempotentAnswer<T> {
  answer: T;
  replayed: boolean;
}

const requestHashOf = (operation: string, body: unknown): string =>
  createHash('sha256').update(`${operation}\n${JSON.stringify(body)}`).digest('hex');

/**
 * Runs a money-moving write once per (house, key), in one transaction with the key's row:
 * - the first request claims the key (insert into idempotency_keys), writes, and stores its answer;
 * - a retry with the same key and body gets that stored answer back (`replayed`) without writing;
 * - the same key with another operation or body is refused (409 IDEMPOTENCY_KEY_REUSED).
 * Concurrent duplicates act once: on PostgreSQL the second insert waits on the first transaction's
 * uncommitted row (the primary key) and then sees the stored answer; on PGlite transactions take turns.
 * A write that fails rolls back with its claim, so the key may be used again. Without a key the write
 * simply runs in a transaction. The answer must be plain JSON (it is stored as json).
 */
export async function onceWithAnswer<T>(
  db: Kysely<DB>,
  houseId: number,
  key: string | null,
  operation: string,
  body: unknown,
  write: (trx: Transaction<DB>) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  if (key === null) return { answer: await db.transaction().execute(write), replayed: false };
  const requestHash = requestHashOf(operation, body);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ house_id: houseId, key, operation, request_hash: requestHash })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const seen = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('house_id', '=', houseId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (seen.request_hash !== requestHash)
        throw new HttpError(
          409,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another request.',
          'Idempotency-Key',
        );
      return { answer: seen.response as T, replayed: true };
    }
    const answer = await write(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(answer ?? null) })
      .where('house_id', '=', houseId)
      .where('key', '=', key)
      .execute();
    return { answer, replayed: false };
  });
}

/** `onceWithAnswer` for writes that answer only success (mark paid / not paid). */
export async function onceFor(
  db: Kysely<DB>,
  houseId: number,
  key: string | null,
  operation: string,
  body: unknown,
  write: (trx: Transaction<DB>) => Promise<void>,
): Promise<void> {
  await onceWithAnswer(db, houseId, key, operation, body, write);
}

/** Tells the client that the answer replays an earlier request with the same key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
