import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Past catalogs of each house that get published realized prices. */
const CATALOGS_PER_HOUSE = 3;

/**
 * Publishes realized prices for the latest past catalogs of each house (sales §4 Realized prices),
 * reading only the shared seed's catalogs, lots and results: a lot with a winner gets its hammer, a
 * lot without one 0 ("Passed"). The results themselves are left as the shared seed made them, so the
 * other domains' demo data (results, invoices) does not move. Deterministic; returns the rows added.
 */
export async function seedRealizedPrices(db: Kysely<DB>, now: Date): Promise<number> {
  const houses = await db.selectFrom('houses').select('id').orderBy('id').execute();
  let added = 0;
  for (const house of houses) {
    const catalogs = await db
      .selectFrom('catalogs')
      .select(['id'])
      .where('house_id', '=', house.id)
      .where('starts_at', '<', now)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sale_results')
            .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
            .select('sale_results.id')
            .whereRef('lots.catalog_id', '=', 'catalogs.id'),
        ),
      )
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CATALOGS_PER_HOUSE)
      .execute();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('house_id', '=', house.id)
      .orderBy('id')
      .executeTakeFirst();
    for (const catalog of catalogs) {
      const lots = await db
        .selectFrom('lots')
        .leftJoin('sale_results', 'sale_results.lot_id', 'lots.id')
        .select(['lots.id', 'sale_results.hammer'])
        .where('lots.catalog_id', '=', catalog.id)
        .where('lots.lot_number', 'is not', null)
        .where('lots.deleted_at', 'is', null)
        .orderBy('lots.id')
        .execute();
      if (lots.length === 0) continue;
      await db
        .insertInto('realized_prices')
        .values(
          lots.map((lot) => ({
            lot_id: lot.id,
            house_id: house.id,
            catalog_id: catalog.id,
            realized_price: lot.hammer ?? 0,
            change_user_id: user?.id ?? null,
            updated_at: now,
          })),
        )
        .execute();
      await db
        .updateTable('catalogs')
        .set({ realized_includes_premium: false })
        .where('id', '=', catalog.id)
        .execute();
      added += lots.length;
    }
  }
  return added;
}
