import type { InvoiceChangeAuthor, InvoiceChangeField } from '../../../__generated__/resolvers-types.js';
import type { InvoiceBidder } from '../providers/invoiceApiModels.js';

/** Who made a change, as it travels between replicas. */
export interface ChangeAuthor {
  kind: InvoiceChangeAuthor;
  /** The user's name (USER), else null. */
  name: string | null;
  /** The house user who wrote it through the gateway (user or their token); null when unknown. */
  userRef: string | null;
}

/** One live change of a group's invoices, as it travels between replicas (JSON). */
export interface InvoiceGroupEvent {
  houseRef: string;
  invoiceGroupId: string;
  invoiceIds: string[];
  fields: InvoiceChangeField[];
  author: ChangeAuthor;
  changedAt: string;
  /** Each changed invoice's state after the change, so no replica's poll announces it again. */
  states: Record<string, string>;
  /** Found by the shared poll (not a write through the gateway). */
  polled?: boolean;
}

/** The key (and channel) of a watched group: always scoped by the caller's house. */
export function groupKey(prefix: string, houseRef: string, invoiceGroupId: string): string {
  return `${prefix}invoice-group:${houseRef}:${invoiceGroupId}`;
}

export function parseGroupEvent(message: string): InvoiceGroupEvent | null {
  try {
    const event = JSON.parse(message) as Partial<InvoiceGroupEvent>;
    if (
      typeof event.houseRef !== 'string' ||
      typeof event.invoiceGroupId !== 'string' ||
      !Array.isArray(event.invoiceIds) ||
      !Array.isArray(event.fields) ||
      !event.author ||
      !event.states
    )
      return null;
    return event as InvoiceGroupEvent;
  } catch {
    return null;
  }
}

/** What of an invoice each field covers; OTHER is whatever else the screens show. */
const PROJECTIONS: ReadonlyArray<[InvoiceChangeField, (i: InvoiceBidder) => unknown]> = [
  [
    'PAID',
    (i) => [
      i.isPaid,
      i.allPaid,
      i.invoicePaid,
      i.invoiceDetails.map((l) => [l.paid, l.paidDate, l.paymentMethodID]),
    ],
  ],
  ['SHIPPED', (i) => [i.isShipped, i.shippedDate, i.invoiceDetails.map((l) => [l.shipped, l.shippedDate])]],
  [
    'CHARGES',
    (i) => [
      i.applyCostPerLot,
      i.costsOverride,
      i.invoiceCharges,
      i.additionalPriceInfo,
      i.invoiceDetails.map((l) => [l.priceInfo, l.additionalPriceInfo]),
    ],
  ],
  ['NOTE', (i) => i.notes],
  ['HIDDEN_LINES', (i) => i.invoiceDetails.map((l) => [l.invoiceDetailID, l.suppress])],
  ['DELIVERY_MODE', (i) => i.pickup],
  ['CHARGE_RESULT', (i) => [i.onlinePaymentStat, i.isPendingPayment, i.pendingPaymentMethodID]],
  ['OTHER', (i) => [i.invoiceSentAt, i.autoChargeDate, i.invoiceDetails.length]],
];

/** An invoice's state as the live updates compare it: one string per field. */
export function invoiceState(invoice: InvoiceBidder): string {
  return JSON.stringify(PROJECTIONS.map(([, project]) => project(invoice)));
}

/** The fields whose part of the state differs (OTHER when the states differ in no known part). */
export function changedFields(before: string | undefined, after: string): InvoiceChangeField[] {
  if (before === after) return [];
  if (before === undefined) return ['OTHER'];
  const parts = (state: string) => {
    try {
      const parsed = JSON.parse(state) as unknown;
      return Array.isArray(parsed) ? parsed.map((p) => JSON.stringify(p)) : [];
    } catch {
      return [];
    }
  };
  const a = parts(before);
  const b = parts(after);
  const fields = PROJECTIONS.flatMap(([field], index) => (a[index] !== b[index] ? [field] : []));
  return fields.length > 0 ? fields : ['OTHER'];
}
