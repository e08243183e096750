import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { newLotRef } from '../src/lots/lotStore.js';

/** One lot of a review fixture: a number ("12", "12A") or an inventory number only, and its flags. */
export interface ReviewLotSpec {
  number?: string;
  inv?: string;
  unpublished?: boolean;
  banned?: boolean;
  images?: number;
}

/** Inserts lots into a catalog (the house's), returning their ids by number or inventory number. */
export async function insertReviewLots(
  db: Kysely<DB>,
  catalogId: number,
  specs: readonly ReviewLotSpec[],
): Promise<Map<string, number>> {
  const catalog = await db
    .selectFrom('catalogs')
    .select('house_id')
    .where('id', '=', catalogId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('lots')
    .values(
      specs.map((s) => {
        const m = s.number === undefined ? null : /^(\d+)([A-Z]?)$/.exec(s.number);
        return {
          house_id: catalog.house_id,
          catalog_id: catalogId,
          ref: newLotRef(),
          lot_number: m ? Number(m[1]) : null,
          lot_number_ext: m?.[2] ?? '',
          inv_number: s.inv ?? null,
          title: `Lot ${s.number ?? s.inv}`,
          description: 'Review fixture',
          low_estimate: 10_000,
          high_estimate: 20_000,
          unpublished: s.unpublished ?? false,
          banned: s.banned ?? false,
          image_count: s.images ?? 1,
        };
      }),
    )
    .returning(['id', 'lot_number', 'lot_number_ext', 'inv_number'])
    .execute();
  return new Map(
    rows.map((r) => [r.lot_number === null ? r.inv_number! : `${r.lot_number}${r.lot_number_ext}`, r.id]),
  );
}
