import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import { actorOf } from '../invoicePayments/audit.js';
import { auditPause } from './invoiceAudit.js';

/**
 * Staff pausing and resuming the automation for one invoice or one buyer. Each pause and resume is
 * written to the timeline of the invoices it touches (a buyer's: their sent unpaid invoices), so
 * it shows why nothing happened in between, and to their audit trail as the staff member's.
 */

export type PauseTarget = { invoiceId: number } | { bidderId: number };

const notFound = (what: 'invoice' | 'bidder', field: string) =>
  new HttpError(
    404,
    what === 'invoice' ? 'INVOICE_NOT_FOUND' : 'BIDDER_NOT_FOUND',
    `No such ${what} in your house.`,
    field,
  );

/** The invoices whose trail records the pause: the invoice, or the buyer's sent unpaid ones. */
async function touchedInvoices(db: Kysely<DB>, houseId: number, target: PauseTarget): Promise<number[]> {
  if ('invoiceId' in target) {
    const invoice = await db
      .selectFrom('invoices')
      .select('id')
      .where('house_id', '=', houseId)
      .where('id', '=', target.invoiceId)
      .executeTakeFirst();
    if (!invoice) throw notFound('invoice', 'invoiceId');
    return [invoice.id];
  }
  const bidder = await db
    .selectFrom('bidders')
    .select('id')
    .where('house_id', '=', houseId)
    .where('id', '=', target.bidderId)
    .executeTakeFirst();
  if (!bidder) throw notFound('bidder', 'bidderId');
  const invoices = await db
    .selectFrom('invoices')
    .select('id')
    .where('house_id', '=', houseId)
    .where('bidder_id', '=', bidder.id)
    .where('sent_at', 'is not', null)
    .where('is_paid', '=', false)
    .execute();
  return invoices.map((i) => i.id);
}

const reasonOf = (target: PauseTarget, paused: boolean) =>
  `${paused ? 'Paused' : 'Resumed'} by staff for ${'invoiceId' in target ? 'this invoice' : 'this buyer'}`;

/** Pauses (idempotent: an existing pause stays as it was, and no second event is written). */
export async function pause(
  db: Kysely<DB>,
  houseId: number,
  target: PauseTarget,
  userId: number,
  now: Date,
): Promise<void> {
  const invoiceIds = await touchedInvoices(db, houseId, target);
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('unpaid_item_pauses')
      .values({
        house_id: houseId,
        invoice_id: 'invoiceId' in target ? target.invoiceId : null,
        bidder_id: 'bidderId' in target ? target.bidderId : null,
        paused_at: now,
        paused_by: userId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (added)
      await recordEvents(trx, {
        houseId,
        invoiceIds,
        userId,
        kind: 'PAUSE',
        pauseId: added.id,
        reason: reasonOf(target, true),
        now,
      });
  });
}

/** Resumes (idempotent: resuming what is not paused changes nothing). */
export async function resume(
  db: Kysely<DB>,
  houseId: number,
  target: PauseTarget,
  userId: number,
  now: Date,
): Promise<void> {
  const invoiceIds = await touchedInvoices(db, houseId, target);
  await db.transaction().execute(async (trx) => {
    const removal = trx.deleteFrom('unpaid_item_pauses').where('house_id', '=', houseId);
    const removed = await (
      'invoiceId' in target
        ? removal.where('invoice_id', '=', target.invoiceId)
        : removal.where('bidder_id', '=', target.bidderId)
    )
      .returning('id')
      .executeTakeFirst();
    if (removed)
      await recordEvents(trx, {
        houseId,
        invoiceIds,
        userId,
        kind: 'RESUME',
        pauseId: removed.id,
        reason: reasonOf(target, false),
        now,
      });
  });
}

/**
 * One event per invoice, keyed by the pause's id so a pause and its resume are each written once,
 * and its entry in the invoice's audit trail, by the staff member.
 */
async function recordEvents(
  db: Kysely<DB>,
  input: {
    houseId: number;
    invoiceIds: readonly number[];
    userId: number;
    kind: 'PAUSE' | 'RESUME';
    pauseId: number;
    reason: string;
    now: Date;
  },
): Promise<void> {
  const { houseId, kind, pauseId, reason, now } = input;
  if (input.invoiceIds.length === 0) return;
  const written = await db
    .insertInto('unpaid_item_events')
    .values(
      input.invoiceIds.map((invoiceId) => ({
        house_id: houseId,
        invoice_id: invoiceId,
        kind,
        step_key: `pause${pauseId}`,
        outcome: 'DONE' as const,
        reason,
        at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('invoice_id')
    .execute();
  await auditPause(db, await actorOf(db, input.userId), {
    houseId,
    invoiceIds: written.map((w) => w.invoice_id),
    paused: kind === 'PAUSE',
    reason,
    at: now,
  });
}
