import {
  hasAdditionalCharges,
  isPending,
  visibleLines,
  type HouseFacts,
  type InvoiceFacts,
} from './invoiceFacts.js';
import { invoiceStatus } from './invoiceStatus.js';

export type BatchChargeIneligibility =
  | 'CREDIT_CARD_LIMIT_EXCEEDED'
  | 'ADDITIONAL_CHARGES_PAID'
  | 'PAYMENT_PENDING'
  | 'INVOICE_ALREADY_PAID'
  | 'CANNOT_PROCESS_INVOICE'
  | 'INVOICE_PAID'
  | 'INVOICE_NOT_SENT'
  | 'INVOICE_EDIT_NOT_SENT'
  | 'INVOICE_SENT_LESS_THAN_2_DAYS'
  | 'INVOICE_PENDING_ACH'
  | 'AUTOCHARGE_SCHEDULED'
  | 'HOUSE_PAYMENT_PROCESSING_DISABLED'
  | 'NO_CREDIT_CARD_FOR_APPROVAL'
  | 'INVOICE_ITEMS_RESTRICTED'
  | 'AVA_TAX_CALC_ERROR'
  | 'INVOICE_ITEMS_SUPPRESSED'
  | 'FLOOR_BIDDER_INVOICE';

/** The label of each reason: the spec's words (invoicing §8), and 'Ready to charge' when eligible. */
export const BATCH_CHARGE_LABELS: Readonly<Record<BatchChargeIneligibility | 'ELIGIBLE', string>> = {
  ELIGIBLE: 'Ready to charge',
  CREDIT_CARD_LIMIT_EXCEEDED: 'credit card limit exceeded',
  ADDITIONAL_CHARGES_PAID: 'additional charges paid',
  PAYMENT_PENDING: 'payment pending',
  INVOICE_ALREADY_PAID: 'invoice already paid',
  CANNOT_PROCESS_INVOICE: 'cannot process invoice',
  INVOICE_PAID: 'INVOICE_PAID',
  INVOICE_NOT_SENT: 'INVOICE_NOT_SENT (eligible 48 hours after sending)',
  INVOICE_EDIT_NOT_SENT: 'INVOICE_EDIT_NOT_SENT (resend)',
  INVOICE_SENT_LESS_THAN_2_DAYS: 'INVOICE_SENT_LESS_THAN_2_DAYS',
  INVOICE_PENDING_ACH: 'INVOICE_PENDING_ACH',
  AUTOCHARGE_SCHEDULED: 'AUTOCHARGE_SCHEDULED',
  HOUSE_PAYMENT_PROCESSING_DISABLED: 'HOUSE_PAYMENT_PROCESSING_DISABLED',
  NO_CREDIT_CARD_FOR_APPROVAL: 'NO_CREDIT_CARD_FOR_APPROVAL',
  INVOICE_ITEMS_RESTRICTED: 'INVOICE_ITEMS_RESTRICTED',
  AVA_TAX_CALC_ERROR: 'AVA_TAX_CALC_ERROR (bidder address invalid)',
  INVOICE_ITEMS_SUPPRESSED: 'INVOICE_ITEMS_SUPPRESSED',
  FLOOR_BIDDER_INVOICE: 'FLOOR_BIDDER_INVOICE',
};

/** Batch charge is possible 48 hours after sending (invoicing §9). */
export const BATCH_CHARGE_DELAY_MS = 48 * 3_600_000;
const ACH_METHOD_ID = 11;

/**
 * Whether the invoice can be charged in a batch now, or the first reason it cannot, in this order.
 * The reference upstream applies the same order (its `batchChargIneligibilityReason`); the gateway
 * derives it itself so every client sees the same value (integration tests compare the two).
 */
export function batchChargeIneligibility(
  invoice: InvoiceFacts,
  house: HouseFacts,
  now: Date,
): BatchChargeIneligibility | null {
  if (!house.paymentProcessingEnabled) return 'HOUSE_PAYMENT_PROCESSING_DISABLED';
  if (invoice.channel === 'Floor') return 'FLOOR_BIDDER_INVOICE';
  // Enrolled, but the house's processor cannot charge cards (canHouseProcessCards is false).
  if (house.processorType === 'w') return 'CANNOT_PROCESS_INVOICE';
  if (isPending(invoice.onlineStatus))
    return invoice.pendingPaymentMethodId === ACH_METHOD_ID ? 'INVOICE_PENDING_ACH' : 'PAYMENT_PENDING';
  if (invoiceStatus(invoice) === 'PAID')
    return hasAdditionalCharges(invoice) ? 'ADDITIONAL_CHARGES_PAID' : 'INVOICE_PAID';
  if (invoice.sentAt === null) return 'INVOICE_NOT_SENT';
  const sentAt = Date.parse(invoice.sentAt);
  if (invoice.editedAt !== null && Date.parse(invoice.editedAt) > sentAt) return 'INVOICE_EDIT_NOT_SENT';
  if (now.getTime() - sentAt < BATCH_CHARGE_DELAY_MS) return 'INVOICE_SENT_LESS_THAN_2_DAYS';
  if (invoice.autoChargeDate !== null) return 'AUTOCHARGE_SCHEDULED';
  const lines = visibleLines(invoice);
  if (lines.length === 0) return 'INVOICE_ITEMS_SUPPRESSED';
  // Not every line is marked paid, but payments (or discounts) leave nothing to charge.
  if (invoice.outstandingCents <= 0) return 'INVOICE_ALREADY_PAID';
  if (lines.some((l) => l.restricted && !l.paid)) return 'INVOICE_ITEMS_RESTRICTED';
  if (!invoice.hasCardOnFile) return 'NO_CREDIT_CARD_FOR_APPROVAL';
  if (!invoice.addressValid) return 'AVA_TAX_CALC_ERROR';
  if (invoice.creditCardLimitExceeded) return 'CREDIT_CARD_LIMIT_EXCEEDED';
  return null;
}

export function batchChargeLabel(reason: BatchChargeIneligibility | null): string {
  return BATCH_CHARGE_LABELS[reason ?? 'ELIGIBLE'];
}
