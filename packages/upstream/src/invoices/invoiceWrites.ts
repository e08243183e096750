import { sql, type Kysely, type Transaction } from 'kysely';
import type { Caller } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import type { OnlinePaymentStat } from './tables.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { requireInvoices, type HouseRow, type LoadedInvoice, type LoadedLine } from './invoiceFactsQuery.js';
import {
  chargeMode,
  deliveryModeLocked,
  isFloorLocked,
  isPendingStat,
  lineRegularTotal,
  taxEditable,
  visibleLines,
} from './invoiceState.js';

/** The state changes of invoicing §4, each checked against the rules before it is written. */

export const EDITING_MESSAGES = {
  pending: 'This invoice has a pending online payment and cannot be edited or marked paid.',
  floorLocked: 'Unpaid Floor bidder invoices allow editing only hammer, premium and live fee.',
  floorOnly: 'Hammer, premium and live fee can be edited only on unpaid Floor bidder invoices.',
  taxNotEditable: 'Tax is calculated automatically for US invoices and cannot be edited.',
  deliveryLocked:
    'The delivery mode cannot be changed once the invoice has a payment, a paid line or a pending online payment.',
  chargeModeMismatch:
    'The charges of this invoice can no longer be edited in this mode. Please refresh the page.',
  linePaid: 'This line is paid; its charges can no longer be changed.',
  invoicePaid: 'This invoice is paid; its per-invoice charges can no longer be changed.',
  additionalPaid: 'These additional charges are paid and can no longer be changed.',
  noteRequired: 'Please enter a note',
  subjectRequired: 'Subject Required',
  messageRequired: 'Message Required',
  paymentMethodRequired: 'Please select a payment method',
  paidDateRequired: 'Please enter a paid date',
  unknownPaymentMethod: 'Unknown payment method.',
  lineUnship: 'A line cannot be marked not shipped; mark the invoice not shipped instead.',
  detailRequired: 'invoiceDetailID is required for a line.',
} as const;

const conflict = (code: string, message: string, field?: string) => new HttpError(409, code, message, field);

export function requireNotPending(invoice: LoadedInvoice): void {
  if (isPendingStat(invoice.onlineStat)) throw conflict('INVOICE_PAYMENT_PENDING', EDITING_MESSAGES.pending);
}

/** Each entry with its invoice attached; an id that is not the caller's house answers 404. */
export async function withCallerInvoices<E extends { invoiceId: number }>(
  db: Kysely<DB>,
  caller: Caller,
  entries: readonly E[],
): Promise<(Omit<E, 'invoiceId'> & { invoice: LoadedInvoice })[]> {
  const invoices = await requireGroupInvoices(
    db,
    caller,
    null,
    entries.map((e) => e.invoiceId),
  );
  return entries.map(({ invoiceId, ...rest }) => {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw notFound('INVOICE_NOT_FOUND', `No invoice ${invoiceId} in your house.`);
    return { ...rest, invoice };
  });
}

/** The invoices of the house that belong to the group; 404 for any that do not. */
export async function requireGroupInvoices(
  db: Kysely<DB>,
  caller: Caller,
  invoiceGroupId: number | null,
  invoiceIds: readonly number[],
): Promise<Map<number, LoadedInvoice>> {
  const invoices = await requireInvoices(db, caller.houseId, invoiceIds);
  if (invoiceGroupId !== null)
    for (const invoice of invoices.values())
      if (invoice.invoiceGroupId !== invoiceGroupId)
        throw notFound('INVOICE_NOT_FOUND', `No invoice ${invoice.id} in this invoice group.`);
  return invoices;
}

export function requireLine(
  invoice: LoadedInvoice,
  match: (line: LoadedLine) => boolean,
  what: string,
): LoadedLine {
  const line = invoice.lines.find(match);
  if (!line) throw notFound('INVOICE_LINE_NOT_FOUND', `No ${what} on invoice ${invoice.id}.`);
  return line;
}

/** Runs in the caller's transaction when given one (an idempotent request's), else in a new one. */
function inTransaction<T>(db: Kysely<DB>, run: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
}

/**
 * An edit also settles a failed card charge (d/f): the invoice changed, so it leaves Payment Failed and,
 * once resent, may be charged again (the batch never retries a failed invoice as it stands).
 */
const EDITED = {
  edited_at: sql<Date>`now()`,
  online_payment_stat: sql<OnlinePaymentStat | null>`case when online_payment_stat in ('d', 'f') then null else online_payment_stat end`,
};

const touch = (trx: Transaction<DB>, invoiceIds: number[]) =>
  trx.updateTable('invoices').set(EDITED).where('id', 'in', invoiceIds).execute();

/** Hide/show lines (suppress). Pending invoices are refused. */
export async function setLinesSuppressed(
  db: Kysely<DB>,
  invoices: ReadonlyMap<number, LoadedInvoice>,
  entries: readonly { invoiceId: number; lineId: number; suppress: boolean }[],
): Promise<void> {
  for (const entry of entries) {
    const invoice = invoices.get(entry.invoiceId);
    if (!invoice) throw notFound('INVOICE_NOT_FOUND', `No invoice ${entry.invoiceId} in this invoice group.`);
    requireNotPending(invoice);
    requireLine(invoice, (l) => l.id === entry.lineId, `line ${entry.lineId}`);
  }
  await db.transaction().execute(async (trx) => {
    for (const suppress of [true, false]) {
      const ids = entries.filter((e) => e.suppress === suppress).map((e) => e.lineId);
      if (ids.length > 0)
        await trx.updateTable('invoice_lines').set({ suppress }).where('id', 'in', ids).execute();
    }
    await touch(trx, [...new Set(entries.map((e) => e.invoiceId))]);
  });
}

export async function setNotes(
  db: Kysely<DB>,
  entries: readonly { invoiceId: number; notes: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const entry of entries)
      await trx
        .updateTable('invoices')
        .set({ notes: entry.notes })
        .where('id', '=', entry.invoiceId)
        .execute();
  });
}

export async function setDeliveryModes(
  db: Kysely<DB>,
  invoices: ReadonlyMap<number, LoadedInvoice>,
  entries: readonly { invoiceId: number; pickup: boolean }[],
): Promise<void> {
  for (const entry of entries) {
    const invoice = invoices.get(entry.invoiceId);
    if (!invoice) throw notFound('INVOICE_NOT_FOUND', `No invoice ${entry.invoiceId} in this invoice group.`);
    requireNotPending(invoice);
    if (invoice.pickup !== entry.pickup && deliveryModeLocked(invoice))
      throw conflict('DELIVERY_MODE_LOCKED', EDITING_MESSAGES.deliveryLocked, 'deliveryMode');
  }
  await db.transaction().execute(async (trx) => {
    for (const entry of entries)
      await trx
        .updateTable('invoices')
        .set({ pickup: entry.pickup })
        .where('id', '=', entry.invoiceId)
        .execute();
  });
}

export interface ChargesChange {
  invoice: LoadedInvoice;
  /** Null: the per-invoice charges. */
  lotId: number | null;
  additional: boolean;
  tax?: number | undefined;
  shipping: number;
  insurance: number;
  other: number;
}

/** POST /additionalCharges: regular or additional tax, S/H, insurance and other of a line or the invoice. */
export async function saveCharges(db: Kysely<DB>, house: HouseRow, change: ChargesChange): Promise<void> {
  const { invoice } = change;
  requireNotPending(invoice);
  if (isFloorLocked(invoice)) throw badRequest('FLOOR_INVOICE_LOCKED', EDITING_MESSAGES.floorLocked);
  if (change.tax !== undefined && !taxEditable(invoice, house))
    throw badRequest('TAX_NOT_EDITABLE', EDITING_MESSAGES.taxNotEditable, 'tax');
  const additionalMode = chargeMode(invoice, house) === 'additional';
  if (change.additional !== additionalMode)
    throw conflict('CHARGE_MODE_MISMATCH', EDITING_MESSAGES.chargeModeMismatch, 'additionalCharge');
  const line =
    change.lotId === null
      ? null
      : requireLine(invoice, (l) => l.lotId === change.lotId, `lot ${change.lotId}`);

  const amounts = {
    ...(change.tax !== undefined ? { tax: change.tax } : {}),
    shipping: change.shipping,
    insurance: change.insurance,
    other: change.other,
  };
  await db.transaction().execute(async (trx) => {
    if (change.additional) {
      if ((line ?? invoice).add.paid)
        throw conflict('ADDITIONAL_CHARGES_PAID', EDITING_MESSAGES.additionalPaid);
      const set = {
        ...(amounts.tax !== undefined ? { add_tax: amounts.tax } : {}),
        add_shipping: amounts.shipping,
        add_insurance: amounts.insurance,
        add_other: amounts.other,
      };
      if (line) await trx.updateTable('invoice_lines').set(set).where('id', '=', line.id).execute();
      else await trx.updateTable('invoices').set(set).where('id', '=', invoice.id).execute();
      // New additional charges change the invoice too: a failed charge is settled (not an edit of
      // what was sent, so edited_at stays).
      await trx
        .updateTable('invoices')
        .set({ online_payment_stat: EDITED.online_payment_stat })
        .where('id', '=', invoice.id)
        .execute();
      return;
    }
    if (line) {
      if (line.paid) throw conflict('LINE_PAID', EDITING_MESSAGES.linePaid);
      await trx.updateTable('invoice_lines').set(amounts).where('id', '=', line.id).execute();
    } else {
      if (invoice.isPaid) throw conflict('INVOICE_PAID', EDITING_MESSAGES.invoicePaid);
      await trx
        .updateTable('invoices')
        .set({
          ...(amounts.tax !== undefined ? { charge_tax: amounts.tax } : {}),
          charge_shipping: amounts.shipping,
          charge_insurance: amounts.insurance,
          charge_other: amounts.other,
        })
        .where('id', '=', invoice.id)
        .execute();
    }
    await touch(trx, [invoice.id]);
  });
}

export interface HammerChange {
  lotId: number;
  hammer?: number | undefined;
  premium?: number | undefined;
  liveFee?: number | undefined;
}

/** PATCH /invoice/{id}: hammer, premium, live fee of lines of an unpaid Floor invoice only. */
export async function saveFloorAmounts(
  db: Kysely<DB>,
  invoice: LoadedInvoice,
  changes: readonly HammerChange[],
): Promise<void> {
  requireNotPending(invoice);
  if (!isFloorLocked(invoice)) throw badRequest('FLOOR_ONLY_FIELDS', EDITING_MESSAGES.floorOnly);
  const lines = changes.map((c) => {
    const line = requireLine(invoice, (l) => l.lotId === c.lotId, `lot ${c.lotId}`);
    if (line.paid) throw conflict('LINE_PAID', EDITING_MESSAGES.linePaid);
    return { line, change: c };
  });
  await db.transaction().execute(async (trx) => {
    for (const { line, change } of lines)
      await trx
        .updateTable('invoice_lines')
        .set({
          ...(change.hammer !== undefined ? { hammer: change.hammer } : {}),
          ...(change.premium !== undefined ? { premium: change.premium } : {}),
          ...(change.liveFee !== undefined ? { live_fee: change.liveFee } : {}),
        })
        .where('id', '=', line.id)
        .execute();
    await trx
      .updateTable('invoices')
      .set({ costs_override: true, ...EDITED })
      .where('id', '=', invoice.id)
      .execute();
  });
}

export interface PaidChange {
  invoice: LoadedInvoice;
  /** Null: the whole invoice. */
  lineId: number | null;
  paid: boolean;
  /** YYYY-MM-DD; required when paid. */
  paidDate: string | null;
  paymentMethodId: number | null;
}

/**
 * Mark paid / not paid (invoicing §4). A whole invoice: every line paid with the date and method (and
 * its additional charges), the invoice-level flag set; or every line unpaid and the flag cleared. A
 * line: that line; the invoice flag follows (set when every visible line is paid, cleared otherwise).
 */
export async function savePaid(db: Kysely<DB>, changes: readonly PaidChange[]): Promise<void> {
  for (const change of changes) {
    requireNotPending(change.invoice);
    if (change.lineId !== null)
      requireLine(change.invoice, (l) => l.id === change.lineId, `line ${change.lineId}`);
  }
  await inTransaction(db, async (trx) => {
    const lineLevel = new Map<number, LoadedInvoice>();
    for (const change of changes) {
      const { invoice } = change;
      const whole = change.lineId === null;
      const lines = whole ? invoice.lines : invoice.lines.filter((l) => l.id === change.lineId);
      for (const line of lines)
        await trx
          .updateTable('invoice_lines')
          .set(
            change.paid
              ? {
                  paid: true,
                  paid_date: change.paidDate,
                  payment_method_id: change.paymentMethodId,
                  amount_paid: Math.max(0, lineRegularTotal(line)),
                  ...(whole && !line.add.paid ? { add_paid: true, add_paid_date: change.paidDate } : {}),
                }
              : {
                  paid: false,
                  paid_date: null,
                  payment_method_id: null,
                  amount_paid: 0,
                  ...(whole ? { add_paid: false, add_paid_date: null } : {}),
                },
          )
          .where('id', '=', line.id)
          .execute();
      if (!whole) {
        lineLevel.set(invoice.id, invoice);
        continue;
      }
      await trx
        .updateTable('invoices')
        .set({
          is_paid: change.paid,
          add_paid: change.paid,
          add_paid_date: change.paid ? change.paidDate : null,
          // A manual payment settles a failed online attempt.
          ...(change.paid && (invoice.onlineStat === 'd' || invoice.onlineStat === 'f')
            ? { online_payment_stat: null }
            : {}),
        })
        .where('id', '=', invoice.id)
        .execute();
    }
    // The invoice-level flag follows its lines: set when every visible line is paid, cleared otherwise.
    for (const invoiceId of lineLevel.keys()) {
      const allPaid = await everyVisibleLine(trx, invoiceId, 'paid');
      await trx.updateTable('invoices').set({ is_paid: allPaid }).where('id', '=', invoiceId).execute();
    }
  });
}

/** Whether the invoice has visible lines and every one of them has the flag set (inside the transaction). */
async function everyVisibleLine(
  trx: Transaction<DB>,
  invoiceId: number,
  flag: 'paid' | 'shipped',
): Promise<boolean> {
  const row = await trx
    .selectFrom('invoice_lines')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('visible'),
      eb.fn.countAll<string | number>().filterWhere(flag, '=', false).as('missing'),
    ])
    .where('invoice_id', '=', invoiceId)
    .where('suppress', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.visible) > 0 && Number(row.missing) === 0;
}

export interface ShippedChange {
  invoice: LoadedInvoice;
  lineId: number | null;
  shipped: boolean;
  /** YYYY-MM-DD. */
  shippedDate: string;
}

/**
 * Mark shipped / not shipped (invoicing §4): a whole invoice ships every visible line with the date
 * (lines shipped before keep their date) or unships everything; a line ships only that line, and the
 * invoice flag is set once every visible line is shipped. A line is never unshipped alone.
 */
export async function saveShipped(db: Kysely<DB>, changes: readonly ShippedChange[]): Promise<void> {
  for (const change of changes) {
    if (change.lineId !== null) {
      if (!change.shipped)
        throw badRequest('LINE_UNSHIP_NOT_ALLOWED', EDITING_MESSAGES.lineUnship, 'shipped');
      requireLine(change.invoice, (l) => l.id === change.lineId, `line ${change.lineId}`);
    }
  }
  await inTransaction(db, async (trx) => {
    for (const change of changes) {
      const { invoice } = change;
      if (change.lineId === null) {
        if (change.shipped) {
          const ids = visibleLines(invoice)
            .filter((l) => !l.shipped)
            .map((l) => l.id);
          if (ids.length > 0)
            await trx
              .updateTable('invoice_lines')
              .set({ shipped: true, shipped_date: change.shippedDate })
              .where('id', 'in', ids)
              .execute();
        } else
          await trx
            .updateTable('invoice_lines')
            .set({ shipped: false, shipped_date: null })
            .where('invoice_id', '=', invoice.id)
            .execute();
        await trx
          .updateTable('invoices')
          .set({ is_shipped: change.shipped, shipped_date: change.shipped ? change.shippedDate : null })
          .where('id', '=', invoice.id)
          .execute();
        continue;
      }
      const line = invoice.lines.find((l) => l.id === change.lineId);
      if (!line || line.shipped) continue;
      await trx
        .updateTable('invoice_lines')
        .set({ shipped: true, shipped_date: change.shippedDate })
        .where('id', '=', line.id)
        .execute();
      if (await everyVisibleLine(trx, invoice.id, 'shipped'))
        await trx
          .updateTable('invoices')
          .set({ is_shipped: true, shipped_date: change.shippedDate })
          .where('id', '=', invoice.id)
          .execute();
    }
  });
}
