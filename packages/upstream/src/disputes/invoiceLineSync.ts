import { BLOCKING_DISPUTE_STATUSES } from '@ah/schema';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Keeps an invoiced lot's dispute facts in step with its disputes (invoicing's line "Disputes"
 * column; sales §4): `dispute_ref` names the lot's latest dispute (its "View" link) and
 * `can_open_dispute` is false while one blocks a new dispute (b, s, d, x, c).
 */
export async function syncInvoiceLines(
  db: Kysely<DB> | Transaction<DB>,
  lotIds: readonly number[],
): Promise<void> {
  if (lotIds.length === 0) return;
  const blocking = [...BLOCKING_DISPUTE_STATUSES];
  await db
    .updateTable('invoice_lines')
    .set({
      dispute_ref: sql<
        string | null
      >`coalesce((select d.ref from disputes d where d.lot_id = invoice_lines.lot_id
        order by d.opened_at desc, d.id desc limit 1), invoice_lines.dispute_ref)`,
      can_open_dispute: sql<boolean>`not exists (select 1 from disputes d where d.lot_id = invoice_lines.lot_id
        and d.status in (${sql.join(blocking)}))`,
    })
    .where('lot_id', 'in', [...lotIds])
    .execute();
}
