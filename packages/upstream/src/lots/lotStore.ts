import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError } from '../http/httpError.js';
import type { ItemContext } from './itemContext.js';
import { lotColumns } from './lotColumns.js';
import type { CheckedRow } from './lotRows.js';

/** A new lot reference (lots.ref is unique across houses). */
export const newLotRef = (): string => `L${randomBytes(8).toString('hex').toUpperCase()}`;

const INSERT_BATCH = 500;

/**
 * Saves checked rows in one transaction: rows matched to an existing lot update it, the others are
 * inserted. Either every row is saved or none (a concurrent change that breaks a unique number
 * rolls everything back with 409).
 */
export async function saveRows(
  db: Kysely<DB>,
  ctx: ItemContext,
  rows: readonly CheckedRow[],
): Promise<{ created: number; updated: number; lotIds: number[] }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const lotIds: number[] = [];
      let updated = 0;
      for (const row of rows) {
        if (!row.lot) continue;
        await updateLot(trx, ctx, row.lot.id, row);
        lotIds.push(row.lot.id);
        updated += 1;
      }
      const inserts = rows.filter((r) => !r.lot);
      for (let i = 0; i < inserts.length; i += INSERT_BATCH) {
        const batch = inserts.slice(i, i + INSERT_BATCH).map((r) => ({
          ...lotColumns(r.values, ctx),
          house_id: ctx.houseId,
          catalog_id: ctx.catalogId,
          ref: newLotRef(),
          // New lots wait for Review & Publish.
          unpublished: true,
        }));
        const ids = await trx.insertInto('lots').values(batch).returning('id').execute();
        lotIds.push(...ids.map((r) => r.id));
      }
      return { created: inserts.length, updated, lotIds };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(
        409,
        'LOT_NUMBER_CONFLICT',
        'Another change used one of these numbers at the same time. Please try again.',
      );
    throw error;
  }
}

/** Updates one lot; a row without a lot number keeps the lot's number (rows never unnumber a lot). */
export async function updateLot(
  trx: Transaction<DB>,
  ctx: ItemContext,
  lotId: number,
  row: Pick<CheckedRow, 'values'>,
): Promise<void> {
  const columns = lotColumns(row.values, ctx);
  if (columns.lot_number === null) {
    delete columns.lot_number;
    delete columns.lot_number_ext;
  }
  await trx
    .updateTable('lots')
    .set(columns)
    .where('id', '=', lotId)
    .where('catalog_id', '=', ctx.catalogId)
    .execute();
}
