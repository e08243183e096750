import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Channel } from './tables.js';
import type { ProcessorType } from '../viewer/tables.js';
import { notFound } from '../http/httpError.js';
import type { HouseFacts, InvoiceFacts, LineFacts } from './invoiceState.js';

/** A loaded invoice: the facts the rules need plus what the group detail answer shows. */
export interface LoadedInvoice extends InvoiceFacts {
  invoiceGroupId: number;
  bidderId: number;
  bidderRef: string;
  approvalId: number;
  firstName: string;
  lastName: string;
  email: string;
  paddleNumber: string | null;
  city: string;
  state: string;
  province: string;
  companyId: number | null;
  applyCostPerLot: boolean;
  costsOverride: boolean;
  notes: string;
  shippedDate: string | null;
  lines: LoadedLine[];
}

export interface LoadedLine extends LineFacts {
  invoiceId: number;
  lotRef: string;
  lotNumber: number;
  lotNumberExt: string;
  lotTitle: string;
  catalogId: number;
  saleIdentifier: string;
  disputeRef: string | null;
  canOpenDispute: boolean;
  shippingReviewId: number | null;
  shipmentId: number | null;
}

export interface HouseRow extends HouseFacts {
  id: number;
  timeZone: string;
}

export async function loadHouse(db: Kysely<DB>, houseId: number): Promise<HouseRow> {
  const row = await db
    .selectFrom('houses')
    .select(['id', 'time_zone', 'processor_type', 'payment_processing_enabled'])
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    timeZone: row.time_zone,
    processorType: row.processor_type satisfies ProcessorType,
    paymentProcessingEnabled: row.payment_processing_enabled,
  };
}

export interface InvoiceSelection {
  houseId: number;
  /** Invoices of this group; with `invoiceIds`, only those of them. */
  invoiceGroupId?: number;
  invoiceIds?: readonly number[];
}

/**
 * The invoices (with bidder, registration and lines) of one house, by group and/or ids, in two
 * queries whatever their number: invoices, then all their lines.
 */
export async function loadInvoices(db: Kysely<DB>, selection: InvoiceSelection): Promise<LoadedInvoice[]> {
  const { houseId, invoiceGroupId, invoiceIds } = selection;
  if (invoiceIds !== undefined && invoiceIds.length === 0) return [];
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('bidders', 'bidders.id', 'invoices.bidder_id')
    .innerJoin('approvals', 'approvals.id', 'invoices.approval_id')
    .select([
      'invoices.id',
      'invoices.invoice_group_id',
      'invoices.sent_at',
      'invoices.is_paid',
      'invoices.online_payment_stat',
      'invoices.pickup',
      'invoices.is_shipped',
      'invoices.shipped_date',
      'invoices.apply_cost_per_lot',
      'invoices.costs_override',
      'invoices.notes',
      'invoices.auto_charge_date',
      'invoices.edited_at',
      'invoices.charge_tax',
      'invoices.charge_shipping',
      'invoices.charge_insurance',
      'invoices.charge_other',
      'invoices.add_tax',
      'invoices.add_shipping',
      'invoices.add_insurance',
      'invoices.add_other',
      'invoices.add_paid',
      'invoices.add_paid_date',
      'invoices.add_online_payment_stat',
      'invoices.add_sent_at',
      'invoices.pending_payment_method_id',
      'bidders.id as bidder_id',
      'bidders.ref as bidder_ref',
      'bidders.first_name',
      'bidders.last_name',
      'bidders.email',
      'bidders.city',
      'bidders.state',
      'bidders.province',
      'bidders.country',
      'bidders.address_valid',
      'approvals.id as approval_id',
      'approvals.channel',
      'approvals.company_id',
      'approvals.paddle_number',
      'approvals.has_card_on_file',
      'approvals.credit_card_limit',
    ])
    .where('invoices.house_id', '=', houseId)
    .$if(invoiceGroupId !== undefined, (q) => q.where('invoices.invoice_group_id', '=', invoiceGroupId ?? 0))
    .$if(invoiceIds !== undefined, (q) => q.where('invoices.id', 'in', [...(invoiceIds ?? [])]))
    .orderBy('invoices.id')
    .execute();
  if (rows.length === 0) return [];

  // Each line's lot, review and shipment by index, one line at a time: a plain join lets the planner
  // hash the house's every lot (57,000 at ten times the large seed) for a page of 200 invoices. The
  // lateral subquery (offset 0 keeps it from being flattened) and the scalar subqueries cannot.
  const lineRows = await db
    .selectFrom('invoice_lines')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('lots')
          .select(['lots.ref', 'lots.lot_number', 'lots.lot_number_ext', 'lots.title', 'lots.catalog_id'])
          .whereRef('lots.id', '=', 'invoice_lines.lot_id')
          .offset(0)
          .as('lots'),
      (join) => join.onTrue(),
    )
    .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
    .selectAll('invoice_lines')
    .select((eb) => [
      // The shipping review and shipment of the lot (one each at most: lot_id is unique in both).
      eb
        .selectFrom('shipping_reviews')
        .select('shipping_reviews.id')
        .whereRef('shipping_reviews.lot_id', '=', 'invoice_lines.lot_id')
        .as('shipping_review_id'),
      eb
        .selectFrom('shipments')
        .select('shipments.id')
        .whereRef('shipments.lot_id', '=', 'invoice_lines.lot_id')
        .as('shipment_id'),
      'lots.ref as lot_ref',
      'lots.lot_number',
      'lots.lot_number_ext',
      'lots.title as lot_title',
      'catalogs.id as catalog_id',
      'catalogs.identifier',
    ])
    .where(
      'invoice_lines.invoice_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('catalogs.starts_at')
    .orderBy('catalogs.id')
    .orderBy('lots.lot_number')
    .orderBy('lots.lot_number_ext')
    .execute();
  const linesByInvoice = new Map<number, LoadedLine[]>();
  for (const l of lineRows) {
    const list = linesByInvoice.get(l.invoice_id) ?? [];
    list.push({
      id: l.id,
      invoiceId: l.invoice_id,
      lotId: l.lot_id,
      suppress: l.suppress,
      restricted: l.restricted,
      hammer: l.hammer,
      premium: l.premium,
      liveFee: l.live_fee,
      tax: l.tax,
      shipping: l.shipping,
      insurance: l.insurance,
      other: l.other,
      paid: l.paid,
      paidDate: l.paid_date,
      paymentMethodId: l.payment_method_id,
      amountPaid: l.amount_paid,
      shipped: l.shipped,
      shippedDate: l.shipped_date,
      add: {
        tax: l.add_tax,
        shipping: l.add_shipping,
        insurance: l.add_insurance,
        other: l.add_other,
        paid: l.add_paid,
        paidDate: l.add_paid_date,
        onlineStat: l.add_online_payment_stat,
        sentAt: l.add_sent_at,
      },
      lotRef: l.lot_ref,
      // Only lots with a number are sold (publishing needs one); unlotted items never reach an invoice.
      lotNumber: l.lot_number ?? 0,
      lotNumberExt: l.lot_number_ext,
      lotTitle: l.lot_title,
      catalogId: l.catalog_id,
      saleIdentifier: l.identifier,
      disputeRef: l.dispute_ref,
      canOpenDispute: l.can_open_dispute,
      shippingReviewId: l.shipping_review_id,
      shipmentId: l.shipment_id,
    });
    linesByInvoice.set(l.invoice_id, list);
  }

  return rows.map((r) => ({
    id: r.id,
    invoiceGroupId: r.invoice_group_id,
    channel: r.channel satisfies Channel,
    country: r.country,
    isPaid: r.is_paid,
    onlineStat: r.online_payment_stat,
    pickup: r.pickup,
    isShipped: r.is_shipped,
    shippedDate: r.shipped_date,
    sentAt: r.sent_at,
    editedAt: r.edited_at,
    autoChargeDate: r.auto_charge_date,
    charges: {
      tax: r.charge_tax,
      shipping: r.charge_shipping,
      insurance: r.charge_insurance,
      other: r.charge_other,
    },
    add: {
      tax: r.add_tax,
      shipping: r.add_shipping,
      insurance: r.add_insurance,
      other: r.add_other,
      paid: r.add_paid,
      paidDate: r.add_paid_date,
      onlineStat: r.add_online_payment_stat,
      sentAt: r.add_sent_at,
    },
    hasCardOnFile: r.has_card_on_file,
    creditCardLimit: r.credit_card_limit,
    addressValid: r.address_valid,
    pendingPaymentMethodId: r.pending_payment_method_id,
    bidderId: r.bidder_id,
    bidderRef: r.bidder_ref,
    approvalId: r.approval_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    paddleNumber: r.paddle_number,
    city: r.city,
    state: r.state,
    province: r.province,
    companyId: r.company_id,
    applyCostPerLot: r.apply_cost_per_lot,
    costsOverride: r.costs_override,
    notes: r.notes,
    lines: linesByInvoice.get(r.id) ?? [],
  }));
}

export interface InvoiceGroupRow {
  id: number;
  title: string;
  settingsId: number;
  invoiceCreated: boolean;
  /** A build of its invoices is queued or running (none is when it failed to be queued or was lost). */
  buildQueued: boolean;
  /** When it was created, or when its creation was last retried. */
  createdAt: Date;
  applyCostPerLot: boolean | null;
}

/** The caller's invoice group, or 404 (another house's group is not found either). */
export async function requireInvoiceGroup(
  db: Kysely<DB>,
  houseId: number,
  invoiceGroupId: number,
): Promise<InvoiceGroupRow> {
  const row = await db
    .selectFrom('invoice_groups')
    .select([
      'id',
      'title',
      'settings_id',
      'invoice_created',
      'build_pending',
      'created_at',
      'apply_cost_per_lot',
    ])
    .where('id', '=', invoiceGroupId)
    .where('house_id', '=', houseId)
    .executeTakeFirst();
  if (!row) throw notFound('INVOICE_GROUP_NOT_FOUND', 'No invoice group with this id in your house.');
  return {
    id: row.id,
    title: row.title,
    settingsId: row.settings_id,
    invoiceCreated: row.invoice_created,
    buildQueued: row.build_pending,
    createdAt: row.created_at,
    applyCostPerLot: row.apply_cost_per_lot,
  };
}

/** The caller's invoices by id; 404 naming the first id that is not the house's. */
export async function requireInvoices(
  db: Kysely<DB>,
  houseId: number,
  invoiceIds: readonly number[],
): Promise<Map<number, LoadedInvoice>> {
  const unique = [...new Set(invoiceIds)];
  const loaded = await loadInvoices(db, { houseId, invoiceIds: unique });
  const byId = new Map(loaded.map((invoice) => [invoice.id, invoice]));
  const missing = unique.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound('INVOICE_NOT_FOUND', `No invoice ${missing} in your house.`);
  return byId;
}
