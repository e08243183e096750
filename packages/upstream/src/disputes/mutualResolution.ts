import { MUTUAL_RESOLUTION_MS } from '@ah/schema';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { syncInvoiceLines } from './invoiceLineSync.js';

/**
 * Mutual resolutions resolve within 5 minutes (sales §9): a dispute opened for a mutual-resolution
 * reason (dispute_types.mutual_resolution) that still waits on a party 5 minutes after it was
 * opened becomes m ("Closed - Mutual Resolution"), dated at those 5 minutes. It is resolved when
 * it is read or acted on (no timer to wait for): every read and action of the house settles first,
 * with the app's clock, so the answer is the same as if a job had run on time. A reopened dispute
 * (d) was reopened on purpose by a super user and is left open.
 */
export async function settleMutualResolutions(
  db: Kysely<DB> | Transaction<DB>,
  houseId: number,
  now: Date,
): Promise<number> {
  const due = new Date(now.getTime() - MUTUAL_RESOLUTION_MS);
  const settled = await db
    .updateTable('disputes')
    .set({ status: 'm', status_changed_at: sql<Date>`opened_at + interval '5 minutes'` })
    .where('house_id', '=', houseId)
    .where('status', 'in', ['b', 's'])
    .where('opened_at', '<=', due)
    .where(
      'reason_id',
      'in',
      db.selectFrom('dispute_types').select('id').where('mutual_resolution', '=', true),
    )
    .returning('lot_id')
    .execute();
  if (settled.length > 0)
    await syncInvoiceLines(
      db,
      settled.map((s) => s.lot_id),
    );
  return settled.length;
}
