import {
  AUTO_CHARGE_EDIT_DELAY_HOURS,
  autoChargeWindow,
  INVOICE_PAYMENT_MESSAGES,
  isAutoChargeDateValid,
  validateAutoChargeDate,
} from '@ah/schema';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { isoToUs } from '../invoiceGroups/groupDetailView.js';
import { loadHouse, loadInvoices, type HouseRow, type LoadedInvoice } from '../invoices/invoiceFactsQuery.js';
import { batchIneligibility, invoiceSums, type BatchIneligibility } from '../invoices/invoiceState.js';
import { centsToDecimal } from '../invoices/money.js';
import { formatIsoDate } from '../invoices/usDate.js';
import { AUTO_CHARGE_ACTOR, changesBetween, recordAudit, snapshotOf, type Actor } from './audit.js';
import { chargeInvoices, type ChargeConfirmation } from './chargeInvoices.js';
import { onceWithAnswer } from '../invoiceGroups/idempotency.js';

/**
 * Auto-charge (invoicing §2.6, §5, §7): which invoices can be charged automatically, their first
 * eligible dates, setting and removing dates within the +2..+7 day window, and the scheduled run that
 * charges invoices whose date has come through the same idempotent charge path as the batch.
 */

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  CAD: '$',
  AUD: '$',
  EUR: '€',
  GBP: '£',
};

export interface AutoChargeHouse extends HouseRow {
  autoChargeEnabled: boolean;
  currencyCode: string;
}

export async function loadAutoChargeHouse(db: Kysely<DB>, houseId: number): Promise<AutoChargeHouse> {
  const house = await loadHouse(db, houseId);
  const row = await db
    .selectFrom('houses')
    .select(['auto_charge_enabled', 'currency_code'])
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  return { ...house, autoChargeEnabled: row.auto_charge_enabled, currencyCode: row.currency_code };
}

/** Auto-charge needs autoChargeEnabled, processor p and payment processing (invoicing §6). */
export function autoChargeAvailable(house: AutoChargeHouse): boolean {
  return house.autoChargeEnabled && house.processorType === 'p' && house.paymentProcessingEnabled;
}

/** Send timing and an existing date do not count: dates are set before sending (Preview & Send). */
const SCHEDULING_IGNORES: ReadonlySet<BatchIneligibility> = new Set([
  'INVOICE_NOT_SENT',
  'INVOICE_EDIT_NOT_SENT',
  'INVOICE_SENT_LESS_THAN_2_DAYS',
  'AUTOCHARGE_SCHEDULED',
]);

/** Why the invoice cannot be charged automatically: the batch rules of §8 without the send timing. */
export function autoChargeIneligibility(
  invoice: LoadedInvoice,
  house: HouseRow,
  now: Date,
): BatchIneligibility | null {
  const longSent = new Date(0);
  const reason = batchIneligibility(
    { ...invoice, sentAt: longSent, editedAt: null, autoChargeDate: null },
    house,
    now,
  );
  return reason !== null && SCHEDULING_IGNORES.has(reason) ? null : reason;
}

/** 48 hours after the invoice's last edit (or its creation), as a date in the house's time zone. */
export function firstEligibleDate(lastChange: Date, timeZone: string): string {
  return formatIsoDate(new Date(lastChange.getTime() + AUTO_CHARGE_EDIT_DELAY_HOURS * 3_600_000), timeZone);
}

async function lastChanges(db: Kysely<DB>, invoices: readonly LoadedInvoice[]): Promise<Map<number, Date>> {
  if (invoices.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'created_at', 'edited_at'])
    .where(
      'id',
      'in',
      invoices.map((i) => i.id),
    )
    .execute();
  return new Map(rows.map((r) => [r.id, r.edited_at ?? r.created_at]));
}

/** One row of the eligible list (the contract's AutoChargeEligibleInvoice). */
export interface EligibleInvoiceRow {
  invoiceID: number;
  total: string;
  eligibleAmount: string;
  firstName: string;
  lastName: string;
  channel: string;
  approvalID: number;
  currency: { rCurrencySymbol: string; currencyCode: string };
  autoChargeDate: string | null;
  firstEligibleAutoChargeDate: string;
  autoChargeDateValid: boolean;
}

/** POST autoCharge: the listed invoices that can be charged automatically, in the order asked for. */
export async function eligibleInvoiceList(
  db: Kysely<DB>,
  house: AutoChargeHouse,
  invoiceIds: readonly number[],
  now: Date,
): Promise<EligibleInvoiceRow[]> {
  if (!autoChargeAvailable(house)) return [];
  const invoices = await loadInvoices(db, { houseId: house.id, invoiceIds });
  const byId = new Map(invoices.map((i) => [i.id, i]));
  const changes = await lastChanges(db, invoices);
  const symbol = CURRENCY_SYMBOLS[house.currencyCode] ?? house.currencyCode;
  const rows: EligibleInvoiceRow[] = [];
  for (const id of new Set(invoiceIds)) {
    const invoice = byId.get(id);
    if (!invoice || autoChargeIneligibility(invoice, house, now) !== null) continue;
    const sums = invoiceSums(invoice);
    const first = firstEligibleDate(changes.get(id) ?? now, house.timeZone);
    rows.push({
      invoiceID: id,
      total: centsToDecimal(sums.invoiceTotal),
      eligibleAmount: centsToDecimal(sums.outstanding),
      firstName: invoice.firstName,
      lastName: invoice.lastName,
      channel: invoice.channel,
      approvalID: invoice.approvalId,
      currency: { rCurrencySymbol: symbol, currencyCode: house.currencyCode },
      autoChargeDate: isoToUs(invoice.autoChargeDate),
      firstEligibleAutoChargeDate: isoToUs(first) ?? '',
      autoChargeDateValid:
        invoice.autoChargeDate === null || isAutoChargeDateValid(invoice.autoChargeDate, first),
    });
  }
  return rows;
}

/** The picker's window in the house's time zone, as MM/DD/YYYY. */
export function windowOf(house: HouseRow, now: Date): { minDate: string; maxDate: string } {
  const { min, max } = autoChargeWindow(formatIsoDate(now, house.timeZone));
  return { minDate: isoToUs(min) ?? '', maxDate: isoToUs(max) ?? '' };
}

/**
 * POST /app/invoice/setAutoCharge: sets (or, with null, removes) the date of invoices of one group
 * of the house. Refuses the whole request when the house cannot auto-charge, an invoice is not
 * eligible, or the date breaks the window or an invoice's first eligible date (the spec's texts).
 * Runs inside the idempotent request's transaction; writes one audit entry per changed invoice.
 */
export async function setAutoChargeDates(
  trx: Transaction<DB>,
  input: { houseId: number; invoiceIds: readonly number[]; date: string | null; actor: Actor; now: Date },
): Promise<{ invoiceGroupID: number; invoiceIDs: number[]; changed: number[] }> {
  const house = await loadAutoChargeHouse(trx, input.houseId);
  if (!autoChargeAvailable(house))
    throw new HttpError(409, 'AUTO_CHARGE_UNAVAILABLE', INVOICE_PAYMENT_MESSAGES.autoChargeUnavailable);
  await trx
    .selectFrom('invoices')
    .select('id')
    .where('house_id', '=', input.houseId)
    .where('id', 'in', [...input.invoiceIds])
    .orderBy('id')
    .forUpdate()
    .execute();
  const invoices = await loadInvoices(trx, { houseId: input.houseId, invoiceIds: input.invoiceIds });
  const groups = new Set(invoices.map((i) => i.invoiceGroupId));
  if (groups.size !== 1)
    throw badRequest('ONE_INVOICE_GROUP', 'The invoices must belong to one invoice group.', 'invoiceIDs');
  for (const invoice of invoices) {
    const reason = autoChargeIneligibility(invoice, house, input.now);
    if (reason !== null)
      throw new HttpError(
        409,
        'AUTO_CHARGE_NOT_ELIGIBLE',
        `Invoice ${invoice.id} cannot be charged automatically (${reason}).`,
        'invoiceIDs',
      );
  }
  if (input.date !== null) {
    const changes = await lastChanges(trx, invoices);
    const firsts = invoices.map((i) => firstEligibleDate(changes.get(i.id) ?? input.now, house.timeZone));
    const [violation] = validateAutoChargeDate(input.date, formatIsoDate(input.now, house.timeZone), firsts);
    if (violation) throw badRequest('INVALID_AUTO_CHARGE_DATE', violation.message, 'autoChargeDate');
  }
  const changed = invoices.filter((i) => i.autoChargeDate !== input.date);
  if (changed.length > 0)
    await trx
      .updateTable('invoices')
      .set({ auto_charge_date: input.date })
      .where(
        'id',
        'in',
        changed.map((i) => i.id),
      )
      .execute();
  await recordAudit(
    trx,
    input.actor,
    changed.map((invoice) => ({
      houseId: input.houseId,
      invoiceId: invoice.id,
      action: input.date === null ? 'AUTO_CHARGE_REMOVED' : 'AUTO_CHARGE_SET',
      summary:
        input.date === null
          ? `Auto-charge date ${isoToUs(invoice.autoChargeDate)} removed`
          : `Auto-charge date set to ${isoToUs(input.date)}`,
      changes: changesBetween(snapshotOf(invoice), snapshotOf({ ...invoice, autoChargeDate: input.date })),
    })),
  );
  const [first] = invoices;
  return {
    invoiceGroupID: first?.invoiceGroupId ?? 0,
    invoiceIDs: invoices.map((i) => i.id),
    changed: changed.map((i) => i.id),
  };
}

/** What one scheduled run did. */
export interface AutoChargeRunSummary {
  /** The day the run charged for (YYYY-MM-DD, per house time zone when not given). */
  asOf: string | null;
  confirmations: ChargeConfirmation[];
  /** Due invoices left alone, with why (they keep their date). */
  skipped: { invoiceID: number; reason: string }[];
}

/**
 * Charges every invoice whose auto-charge date has come (on or before `asOf`, default today in each
 * house's time zone), of one house or of all houses. Each invoice goes through the idempotent charge
 * path under the key `auto-charge:{invoice}:{date}`, so two processes running the job at once (or a
 * retried run) charge it once.
 */
export async function runDueAutoCharges(
  db: Kysely<DB>,
  options: { now?: Date; asOf?: string; houseId?: number } = {},
): Promise<AutoChargeRunSummary> {
  const now = options.now ?? new Date();
  const due = await db
    .selectFrom('invoices')
    .innerJoin('houses', 'houses.id', 'invoices.house_id')
    .select(['invoices.id', 'invoices.house_id', 'invoices.auto_charge_date', 'houses.time_zone'])
    .where('invoices.auto_charge_date', 'is not', null)
    .$if(options.houseId !== undefined, (q) => q.where('invoices.house_id', '=', options.houseId ?? 0))
    .orderBy('invoices.id')
    .execute();
  const summary: AutoChargeRunSummary = { asOf: options.asOf ?? null, confirmations: [], skipped: [] };
  const houses = new Map<number, AutoChargeHouse>();
  for (const row of due) {
    const date = row.auto_charge_date;
    if (date === null || date > (options.asOf ?? formatIsoDate(now, row.time_zone))) continue;
    let house = houses.get(row.house_id);
    if (!house) houses.set(row.house_id, (house = await loadAutoChargeHouse(db, row.house_id)));
    const skip = await runTimeSkipReason(db, house, row.id, date, now);
    if (skip !== null) {
      summary.skipped.push({ invoiceID: row.id, reason: skip });
      continue;
    }
    const { answer } = await onceWithAnswer(
      db,
      row.house_id,
      `auto-charge:${row.id}:${date}`,
      'autoCharge',
      { invoiceID: row.id, date },
      (trx) =>
        chargeInvoices(trx, {
          houseId: row.house_id,
          invoiceIds: [row.id],
          source: 'auto',
          actor: AUTO_CHARGE_ACTOR,
          now,
          ineligibility: autoChargeIneligibility,
        }),
    );
    summary.confirmations.push(...answer);
  }
  return summary;
}

/**
 * A due invoice is charged only when the house can auto-charge, the invoice still can, it was sent
 * (the buyer has it), and its date is still valid (not earlier than 48 hours after its last edit).
 */
async function runTimeSkipReason(
  db: Kysely<DB>,
  house: AutoChargeHouse,
  invoiceId: number,
  date: string,
  now: Date,
): Promise<string | null> {
  if (!autoChargeAvailable(house)) return 'AUTO_CHARGE_UNAVAILABLE';
  const [invoice] = await loadInvoices(db, { houseId: house.id, invoiceIds: [invoiceId] });
  if (!invoice) return 'INVOICE_NOT_FOUND';
  const reason = autoChargeIneligibility(invoice, house, now);
  if (reason !== null) return reason;
  if (invoice.sentAt === null) return 'INVOICE_NOT_SENT';
  const first = firstEligibleDate((await lastChanges(db, [invoice])).get(invoiceId) ?? now, house.timeZone);
  return isAutoChargeDateValid(date, first) ? null : 'AUTO_CHARGE_DATE_NO_LONGER_VALID';
}
