import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * The names of the house's fulfilment origins (the shipping policy's origins, sales §3) by id.
 * One of the two places the reviews read origins (originHousesOf, for quotes, is the other): an id
 * that is not the house's gives no name (the review then shows no origin and its quote fails).
 */
export async function originNamesOf(
  db: Kysely<DB>,
  houseId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('shipping_origins')
    .select(['id', 'name'])
    .where('house_id', '=', houseId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The house of each origin by id, for a batch of quotes that may span houses; an unknown id is
 * left out (a quote then fails on its origin, as it does for another house's origin).
 */
export async function originHousesOf(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('shipping_origins')
    .select(['id', 'house_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.house_id]));
}

/**
 * What a new review of a catalog starts with: the session's fulfilment location (or else the
 * house's first origin) and the sale's shipping terms; null where there is none.
 */
export async function reviewDefaultsOf(
  db: Kysely<DB>,
  houseId: number,
  catalogId: number,
): Promise<{ originId: number | null; termsId: number | null }> {
  const catalog = await db
    .selectFrom('catalogs as c')
    .innerJoin('sale_groups as g', 'g.id', 'c.sale_group_id')
    .select(['c.shipping_origin_id', 'g.shipping_terms_id'])
    .where('c.id', '=', catalogId)
    .where('c.house_id', '=', houseId)
    .executeTakeFirst();
  let originId = catalog?.shipping_origin_id ?? null;
  if (originId === null) {
    const first = await db
      .selectFrom('shipping_origins')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirst();
    originId = first?.id ?? null;
  }
  return { originId, termsId: catalog?.shipping_terms_id ?? null };
}
