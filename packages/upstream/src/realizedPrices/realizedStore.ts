import { centsToPriceText, realizedLotKey } from '@ah/schema';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** A lot of the catalog with its current realized price (sales §7 GET .../snapshot/realized). */
export interface RestRealizedLot {
  lotID: number;
  lotNumber: string;
  lotExt: string | null;
  title: string;
  /** Decimal string; "0.00" is unsold ("Passed"); null when nothing was published or won. */
  realizedPrice: string | null;
  changeUserID: number | null;
  /** True when the house published this price (otherwise it is the hammer of the result). */
  published: boolean;
}

/** A catalog's numbered lots (not deleted) by their key, number and extension. */
export async function catalogLotIds(db: Kysely<DB>, catalogId: number): Promise<Map<string, number>> {
  const lots = await db
    .selectFrom('lots')
    .select(['id', 'lot_number', 'lot_number_ext'])
    .where('catalog_id', '=', catalogId)
    .where('deleted_at', 'is', null)
    .where('lot_number', 'is not', null)
    .execute();
  return new Map(lots.map((l) => [realizedLotKey(l.lot_number ?? 0, l.lot_number_ext), l.id]));
}

/**
 * The catalog's lots in lot order with the published price, else the winner's hammer (a passed
 * result reads 0), else null.
 */
export async function loadRealizedLots(
  db: Kysely<DB>,
  catalogId: number,
  page?: { offset: number; limit: number },
): Promise<RestRealizedLot[]> {
  if (page?.limit === 0) return [];
  let query = db
    .selectFrom('lots')
    .leftJoin('realized_prices', 'realized_prices.lot_id', 'lots.id')
    .leftJoin('sale_results', 'sale_results.lot_id', 'lots.id')
    .select([
      'lots.id',
      'lots.lot_number',
      'lots.lot_number_ext',
      'lots.title',
      'realized_prices.realized_price',
      'realized_prices.change_user_id',
      'sale_results.hammer',
      'sale_results.passed',
    ])
    .where('lots.catalog_id', '=', catalogId)
    .where('lots.deleted_at', 'is', null)
    .where('lots.lot_number', 'is not', null)
    .orderBy('lots.lot_number')
    .orderBy('lots.lot_number_ext');
  // The offset/limit extension: SQL paging over the catalog's lot-number index.
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map((r) => {
    const published = r.realized_price !== null;
    const cents = published ? r.realized_price : r.hammer === null ? null : r.passed ? 0 : r.hammer;
    return {
      lotID: r.id,
      lotNumber: String(r.lot_number),
      lotExt: r.lot_number_ext === '' ? null : r.lot_number_ext,
      title: r.title,
      realizedPrice: cents === null ? null : centsToPriceText(cents),
      changeUserID: r.change_user_id ?? null,
      published,
    };
  });
}

/** How many numbered lots (not deleted) the catalog has. */
export async function countRealizedLots(db: Kysely<DB>, catalogId: number): Promise<number> {
  const row = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('catalog_id', '=', catalogId)
    .where('deleted_at', 'is', null)
    .where('lot_number', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface RealizedWrite {
  lotId: number;
  cents: number;
}

/**
 * Publishes realized prices (sales §4 Realized prices): each lot's price is stored, and the lot's
 * result follows it: a price over 0 becomes the hammer and the result is sold; 0 marks it passed
 * (unsold), so results and invoices built afterwards leave it out.
 */
export async function publishRealizedPrices(
  trx: Transaction<DB> | Kysely<DB>,
  houseId: number,
  catalogId: number,
  userId: number | null,
  writes: readonly RealizedWrite[],
  now: Date = new Date(),
): Promise<void> {
  for (const write of writes) {
    await trx
      .insertInto('realized_prices')
      .values({
        lot_id: write.lotId,
        house_id: houseId,
        catalog_id: catalogId,
        realized_price: write.cents,
        change_user_id: userId,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('lot_id').doUpdateSet({
          realized_price: write.cents,
          change_user_id: userId,
          updated_at: now,
        }),
      )
      .execute();
    await trx
      .updateTable('sale_results')
      .set(write.cents > 0 ? { hammer: write.cents, passed: false } : { passed: true })
      .where('lot_id', '=', write.lotId)
      .where('house_id', '=', houseId)
      .execute();
  }
}
