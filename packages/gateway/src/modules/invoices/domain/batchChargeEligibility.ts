import {
  hasAdditionalCharges,
  isFailed,
  isPending,
  visibleLines,
  type HouseFacts,
  type InvoiceFacts,
} from './invoiceFacts.js';
import { invoiceStatus } from './invoiceStatus.js';

/** Every reason, in the order they are tried: the codes of invoicing §8, then PAYMENT_FAILED. */
export const BATCH_CHARGE_INELIGIBILITIES = [
  'HOUSE_PAYMENT_PROCESSING_DISABLED',
  'FLOOR_BIDDER_INVOICE',
  'CANNOT_PROCESS_INVOICE',
  'INVOICE_PENDING_ACH',
  'PAYMENT_PENDING',
  'ADDITIONAL_CHARGES_PAID',
  'INVOICE_PAID',
  'PAYMENT_FAILED',
  'INVOICE_NOT_SENT',
  'INVOICE_EDIT_NOT_SENT',
  'INVOICE_SENT_LESS_THAN_2_DAYS',
  'AUTOCHARGE_SCHEDULED',
  'INVOICE_ITEMS_SUPPRESSED',
  'INVOICE_ALREADY_PAID',
  'INVOICE_ITEMS_RESTRICTED',
  'NO_CREDIT_CARD_FOR_APPROVAL',
  'AVA_TAX_CALC_ERROR',
  'CREDIT_CARD_LIMIT_EXCEEDED',
] as const;

export type BatchChargeIneligibility = (typeof BATCH_CHARGE_INELIGIBILITIES)[number];

/**
 * What people read for each reason (the group details tooltip, the CSV): a sentence, never the code,
 * which stays in the API (`batchChargeIneligibilityReason`). 'Ready to charge' when eligible (§8).
 */
export const BATCH_CHARGE_LABELS: Readonly<Record<BatchChargeIneligibility | 'ELIGIBLE', string>> = {
  ELIGIBLE: 'Ready to charge',
  HOUSE_PAYMENT_PROCESSING_DISABLED: 'Payment processing is not enabled for this house.',
  FLOOR_BIDDER_INVOICE: 'Floor bidder invoices cannot be charged online.',
  CANNOT_PROCESS_INVOICE: "The house's payment processor cannot charge cards for this invoice.",
  INVOICE_PENDING_ACH: 'An ACH payment is pending.',
  PAYMENT_PENDING: 'An online payment is pending.',
  ADDITIONAL_CHARGES_PAID: 'The invoice and its additional charges are already paid.',
  INVOICE_PAID: 'The invoice is already paid.',
  PAYMENT_FAILED:
    'The last charge failed. Contact the bidder to arrange payment; the invoice can be charged again after a new card, a payment or an edit.',
  INVOICE_NOT_SENT: 'The invoice has not been sent. It can be charged 48 hours after sending.',
  INVOICE_EDIT_NOT_SENT: 'The invoice changed after it was sent. Send it again to charge it.',
  INVOICE_SENT_LESS_THAN_2_DAYS:
    'The invoice was sent less than 48 hours ago. It can be charged 48 hours after sending.',
  AUTOCHARGE_SCHEDULED: 'An auto-charge date is set: the card is charged on that date.',
  INVOICE_ITEMS_SUPPRESSED: 'Every item of the invoice is hidden.',
  INVOICE_ALREADY_PAID: 'Payments already cover the invoice total: nothing is left to charge.',
  INVOICE_ITEMS_RESTRICTED: 'The invoice has restricted items, which cannot be paid for online.',
  NO_CREDIT_CARD_FOR_APPROVAL: 'The bidder has no credit card on file.',
  AVA_TAX_CALC_ERROR: "The bidder's address is invalid, so sales tax cannot be calculated.",
  CREDIT_CARD_LIMIT_EXCEEDED:
    "The invoice total is over the bidder's credit card limit: it needs an ACH payment.",
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
  // Retry decision: a declined invoice (online status d/f, Payment Failed) is never charged again in a
  // batch, neither by Charge All nor by a selection, so a batch cannot decline the same cards twice.
  // It stays Payment Failed with this reason until something changes that makes a new attempt
  // meaningful: a payment is recorded (the upstream clears d/f), the invoice is edited (cleared too; it
  // is then resent and charged 48 hours later), or the bidder's card changes (the marketplace clears
  // it). Staff retry deliberately by that change, after contacting the bidder as the §8 failure text says.
  if (isFailed(invoice.onlineStatus)) return 'PAYMENT_FAILED';
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
