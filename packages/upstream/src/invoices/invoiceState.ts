import type { Channel, OnlinePaymentStat } from './tables.js';
import type { ProcessorType } from '../viewer/tables.js';

/**
 * The state rules the invoicing service owns (invoicing §4), free of I/O: invoice sums in integer
 * cents, pending and paid states, the charges modal's mode, the delivery-mode lock and batch-charge
 * eligibility. The editing routes enforce them; the group detail answer reports them.
 */

export interface AdditionalFacts {
  tax: number;
  shipping: number;
  insurance: number;
  other: number;
  paid: boolean;
  paidDate: string | null;
  onlineStat: OnlinePaymentStat | null;
  sentAt: Date | null;
}

export interface LineFacts {
  id: number;
  lotId: number;
  suppress: boolean;
  restricted: boolean;
  hammer: number;
  premium: number;
  liveFee: number;
  tax: number;
  shipping: number;
  insurance: number;
  other: number;
  paid: boolean;
  paidDate: string | null;
  paymentMethodId: number | null;
  amountPaid: number;
  shipped: boolean;
  shippedDate: string | null;
  add: AdditionalFacts;
}

export interface InvoiceFacts {
  id: number;
  channel: Channel;
  country: string;
  isPaid: boolean;
  onlineStat: OnlinePaymentStat | null;
  pickup: boolean;
  isShipped: boolean;
  sentAt: Date | null;
  editedAt: Date | null;
  autoChargeDate: string | null;
  charges: { tax: number; shipping: number; insurance: number; other: number };
  add: AdditionalFacts;
  hasCardOnFile: boolean;
  creditCardLimit: number | null;
  addressValid: boolean;
  pendingPaymentMethodId: number | null;
  lines: LineFacts[];
}

export interface HouseFacts {
  processorType: ProcessorType;
  paymentProcessingEnabled: boolean;
}

/** paidByWePay (8), ACH (11) and the cards 3–6 count as a card/ACH payment (invoicing §4, §9). */
export const CARD_OR_ACH_METHOD_IDS: ReadonlySet<number> = new Set([3, 4, 5, 6, 8, 11]);
export const ACH_METHOD_ID = 11;

const PENDING: ReadonlySet<string> = new Set(['p', 'u', 'h', 'i']);
const FAILED: ReadonlySet<string> = new Set(['d', 'f']);

export const isPendingStat = (stat: OnlinePaymentStat | null): boolean => stat !== null && PENDING.has(stat);
export const isFailedStat = (stat: OnlinePaymentStat | null): boolean => stat !== null && FAILED.has(stat);

export const visibleLines = (invoice: InvoiceFacts): LineFacts[] => invoice.lines.filter((l) => !l.suppress);

export function lineRegularTotal(line: LineFacts): number {
  return line.hammer + line.premium + line.liveFee + line.tax + line.shipping + line.insurance + line.other;
}

export function additionalTotal(
  add: Pick<AdditionalFacts, 'tax' | 'shipping' | 'insurance' | 'other'>,
): number {
  return add.tax + add.shipping + add.insurance + add.other;
}

export interface InvoiceSums {
  hammer: number;
  premium: number;
  liveFee: number;
  /** Regular tax, S/H, insurance and other of visible lines plus the per-invoice charges. */
  tax: number;
  shipping: number;
  insurance: number;
  other: number;
  /** Additional charges of visible lines and of the invoice. */
  additional: { tax: number; shipping: number; insurance: number; other: number };
  totalAdditional: number;
  invoiceTotal: number;
  paymentsMade: number;
  outstanding: number;
  /** Additional charges not paid yet. */
  pendingAdditional: number;
}

/** Every sum of an invoice in cents; hidden lines count nowhere. */
export function invoiceSums(invoice: InvoiceFacts): InvoiceSums {
  const lines = visibleLines(invoice);
  const sum = (pick: (line: LineFacts) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  const additional = {
    tax: sum((l) => l.add.tax) + invoice.add.tax,
    shipping: sum((l) => l.add.shipping) + invoice.add.shipping,
    insurance: sum((l) => l.add.insurance) + invoice.add.insurance,
    other: sum((l) => l.add.other) + invoice.add.other,
  };
  const totalAdditional = additionalTotal(additional);
  const chargesTotal = additionalTotal(invoice.charges);
  const regular = sum(lineRegularTotal) + chargesTotal;
  const invoiceTotal = regular + totalAdditional;
  const paidAdditional =
    sum((l) => (l.add.paid ? additionalTotal(l.add) : 0)) +
    (invoice.add.paid ? additionalTotal(invoice.add) : 0);
  const paymentsMade = sum((l) => l.amountPaid) + (invoice.isPaid ? chargesTotal : 0) + paidAdditional;
  return {
    hammer: sum((l) => l.hammer),
    premium: sum((l) => l.premium),
    liveFee: sum((l) => l.liveFee),
    tax: sum((l) => l.tax) + invoice.charges.tax,
    shipping: sum((l) => l.shipping) + invoice.charges.shipping,
    insurance: sum((l) => l.insurance) + invoice.charges.insurance,
    other: sum((l) => l.other) + invoice.charges.other,
    additional,
    totalAdditional,
    invoiceTotal,
    paymentsMade,
    outstanding: invoiceTotal - paymentsMade,
    pendingAdditional: totalAdditional - paidAdditional,
  };
}

/** Every non-hidden line is paid (and there is at least one). */
export function allLinesPaid(invoice: InvoiceFacts): boolean {
  const lines = visibleLines(invoice);
  return lines.length > 0 && lines.every((l) => l.paid);
}

/** Additional charges (visible lines and invoice) with an amount that are not paid. */
export function hasUnpaidAdditional(invoice: InvoiceFacts): boolean {
  const unpaid = (add: AdditionalFacts) => !add.paid && additionalHasAmount(add);
  return unpaid(invoice.add) || visibleLines(invoice).some((l) => unpaid(l.add));
}

/** Whether any additional amount is set (a zero total of +5 and -5 still counts). */
export function additionalHasAmount(
  add: Pick<AdditionalFacts, 'tax' | 'shipping' | 'insurance' | 'other'>,
): boolean {
  return add.tax !== 0 || add.shipping !== 0 || add.insurance !== 0 || add.other !== 0;
}

export function hasAdditionalCharges(invoice: InvoiceFacts): boolean {
  return additionalHasAmount(invoice.add) || invoice.lines.some((l) => additionalHasAmount(l.add));
}

export type InvoiceStatusLabel =
  'Paid' | 'Payment Pending' | 'Payment Failed' | 'Partial Paid' | 'Sent' | 'Not Sent';

/** Invoice status for group details, the rules tried in the spec's order (invoicing §4). */
export function invoiceStatusLabel(invoice: InvoiceFacts): InvoiceStatusLabel {
  if (allLinesPaid(invoice) && !hasUnpaidAdditional(invoice)) return 'Paid';
  if (isPendingStat(invoice.onlineStat)) return 'Payment Pending';
  if (isFailedStat(invoice.onlineStat)) return 'Payment Failed';
  if (visibleLines(invoice).some((l) => l.paidDate !== null)) return 'Partial Paid';
  if (invoice.sentAt !== null) return 'Sent';
  return 'Not Sent';
}

/** Ship status: Shipped or Picked Up (pickup), Partial, Not Shipped (invoicing §4). */
export function shipStatusLabel(invoice: InvoiceFacts): 'Shipped' | 'Picked Up' | 'Partial' | 'Not Shipped' {
  const lines = visibleLines(invoice);
  const shipped = lines.filter((l) => l.shipped).length;
  if (invoice.isShipped || (lines.length > 0 && shipped === lines.length))
    return invoice.pickup ? 'Picked Up' : 'Shipped';
  return shipped > 0 ? 'Partial' : 'Not Shipped';
}

/**
 * The charges modal edits additional ("Add'l") charges when all lines are paid, no payment is
 * pending, a card/ACH payment exists, payment processing is on and the processor is p (invoicing §4).
 */
export function chargeMode(invoice: InvoiceFacts, house: HouseFacts): 'regular' | 'additional' {
  const cardOrAch = visibleLines(invoice).some(
    (l) => l.paid && l.paymentMethodId !== null && CARD_OR_ACH_METHOD_IDS.has(l.paymentMethodId),
  );
  return allLinesPaid(invoice) &&
    !isPendingStat(invoice.onlineStat) &&
    cardOrAch &&
    house.paymentProcessingEnabled &&
    house.processorType === 'p'
    ? 'additional'
    : 'regular';
}

/** Tax is not editable for US invoices under processor p (invoicing §5). */
export function taxEditable(invoice: Pick<InvoiceFacts, 'country'>, house: HouseFacts): boolean {
  return !(invoice.country.toUpperCase() === 'US' && house.processorType === 'p');
}

/** Unpaid Floor invoices accept only hammer, premium and live fee (invoicing §4). */
export function isFloorLocked(invoice: InvoiceFacts): boolean {
  return invoice.channel === 'Floor' && !allLinesPaid(invoice) && !invoice.isPaid;
}

/**
 * The delivery mode may change only while the invoice is not fully paid, has no pending online payment,
 * and no line is paid or has an amount paid (invoicing §4): a paid line locks it.
 */
export function deliveryModeLocked(invoice: InvoiceFacts): boolean {
  return (
    invoice.isPaid ||
    allLinesPaid(invoice) ||
    isPendingStat(invoice.onlineStat) ||
    invoice.lines.some((l) => l.paid || l.amountPaid > 0)
  );
}

export function creditCardLimitExceeded(
  invoice: InvoiceFacts,
  sums: InvoiceSums = invoiceSums(invoice),
): boolean {
  return invoice.creditCardLimit !== null && sums.outstanding > invoice.creditCardLimit;
}

export type BatchIneligibility =
  | 'HOUSE_PAYMENT_PROCESSING_DISABLED'
  | 'FLOOR_BIDDER_INVOICE'
  | 'INVOICE_PENDING_ACH'
  | 'PAYMENT_PENDING'
  | 'ADDITIONAL_CHARGES_PAID'
  | 'INVOICE_PAID'
  | 'PAYMENT_FAILED'
  | 'INVOICE_NOT_SENT'
  | 'INVOICE_EDIT_NOT_SENT'
  | 'INVOICE_SENT_LESS_THAN_2_DAYS'
  | 'AUTOCHARGE_SCHEDULED'
  | 'INVOICE_ITEMS_SUPPRESSED'
  | 'INVOICE_ITEMS_RESTRICTED'
  | 'NO_CREDIT_CARD_FOR_APPROVAL'
  | 'AVA_TAX_CALC_ERROR'
  | 'CREDIT_CARD_LIMIT_EXCEEDED'
  | 'CANNOT_PROCESS_INVOICE'
  | 'INVOICE_ALREADY_PAID';

/** Batch charge is possible 48 hours after the invoice was sent (invoicing §9). */
export const BATCH_CHARGE_DELAY_MS = 48 * 3_600_000;

/**
 * Whether the invoice can be charged in a batch now, and if not the first reason, in this order
 * (the codes of invoicing §8). The gateway's domain/batchChargeEligibility.ts applies the same order.
 */
export function batchIneligibility(
  invoice: InvoiceFacts,
  house: HouseFacts,
  now: Date,
): BatchIneligibility | null {
  if (!house.paymentProcessingEnabled) return 'HOUSE_PAYMENT_PROCESSING_DISABLED';
  if (invoice.channel === 'Floor') return 'FLOOR_BIDDER_INVOICE';
  // Enrolled, but the house's processor cannot charge cards (canHouseProcessCards is false).
  if (house.processorType === 'w') return 'CANNOT_PROCESS_INVOICE';
  if (isPendingStat(invoice.onlineStat))
    return invoice.pendingPaymentMethodId === ACH_METHOD_ID ? 'INVOICE_PENDING_ACH' : 'PAYMENT_PENDING';
  if (invoiceStatusLabel(invoice) === 'Paid')
    return hasAdditionalCharges(invoice) ? 'ADDITIONAL_CHARGES_PAID' : 'INVOICE_PAID';
  // A declined invoice is not charged again in a batch until it changes (a payment or an edit clears
  // d/f); the gateway's batchChargeEligibility.ts explains the decision.
  if (isFailedStat(invoice.onlineStat)) return 'PAYMENT_FAILED';
  if (invoice.sentAt === null) return 'INVOICE_NOT_SENT';
  if (invoice.editedAt !== null && invoice.editedAt > invoice.sentAt) return 'INVOICE_EDIT_NOT_SENT';
  if (now.getTime() - invoice.sentAt.getTime() < BATCH_CHARGE_DELAY_MS)
    return 'INVOICE_SENT_LESS_THAN_2_DAYS';
  if (invoice.autoChargeDate !== null) return 'AUTOCHARGE_SCHEDULED';
  const lines = visibleLines(invoice);
  if (lines.length === 0) return 'INVOICE_ITEMS_SUPPRESSED';
  // Not every line is marked paid, but payments (or discounts) leave nothing to charge.
  const sums = invoiceSums(invoice);
  if (sums.outstanding <= 0) return 'INVOICE_ALREADY_PAID';
  if (lines.some((l) => l.restricted && !l.paid)) return 'INVOICE_ITEMS_RESTRICTED';
  if (!invoice.hasCardOnFile) return 'NO_CREDIT_CARD_FOR_APPROVAL';
  if (!invoice.addressValid) return 'AVA_TAX_CALC_ERROR';
  if (creditCardLimitExceeded(invoice, sums)) return 'CREDIT_CARD_LIMIT_EXCEEDED';
  return null;
}

/** Whether the house can process this invoice's card payments (the eligibility lookup). */
export function canHouseProcessCards(invoice: Pick<InvoiceFacts, 'channel'>, house: HouseFacts): boolean {
  return house.paymentProcessingEnabled && house.processorType !== 'w' && invoice.channel !== 'Floor';
}
