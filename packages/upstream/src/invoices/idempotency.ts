import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
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

/**
 * Runs a money-moving write once per (house, key): a retry with the same key and body answers as the
 * first did without applying it again; the same key with another body is refused (409). Without a key
 * the write simply runs.
 */
export async function onceFor(
  db: Kysely<DB>,
  houseId: number,
  key: string | null,
  operation: string,
  body: unknown,
  write: () => Promise<void>,
): Promise<void> {
  if (key === null) return write();
  const requestHash = createHash('sha256')
    .update(`${operation}\n${JSON.stringify(body)}`)
    .digest('hex');
  // Claim the key first, so two concurrent retries cannot both apply the write.
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ house_id: houseId, key, operation, request_hash: requestHash })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const seen = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash'])
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
    return;
  }
  try {
    await write();
  } catch (error) {
    // A refused or failed write did not happen: the key may be used again.
    await db.deleteFrom('idempotency_keys').where('house_id', '=', houseId).where('key', '=', key).execute();
    throw error;
  }
}
