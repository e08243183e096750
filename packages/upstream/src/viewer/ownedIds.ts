import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';

/** Tables of house-owned rows that a request body may point at by id. */
export type HouseOwnedTable = 'shipping_origins' | 'shipping_terms';

/**
 * Refuses ids in a body that are not rows of the caller's house: another house's id and an id that
 * exists nowhere get the same 404 ID_NOT_FOUND naming the body field, so a caller learns nothing
 * about other houses. Runs before anything is written; `field` is the body's own name
 * ('originID', 'lots[2].lotID'). Null and undefined ids are "none" and pass.
 */
export async function requireHouseOwned(
  db: Kysely<DB>,
  houseId: number,
  table: HouseOwnedTable,
  ids: ReadonlyArray<number | null | undefined> | number | null | undefined,
  field: string | ((index: number) => string),
): Promise<void> {
  const list = (Array.isArray(ids) ? ids : [ids]) as ReadonlyArray<number | null | undefined>;
  const wanted = [...new Set(list.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return;
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('house_id', '=', houseId)
    .where('id', 'in', wanted)
    .execute();
  const found = new Set(rows.map((row) => row.id));
  const missing = list.findIndex((id) => typeof id === 'number' && !found.has(id));
  if (missing < 0) return;
  const name = typeof field === 'string' ? field : field(missing);
  throw new HttpError(404, 'ID_NOT_FOUND', `No such ${name} in your house.`, name);
}
