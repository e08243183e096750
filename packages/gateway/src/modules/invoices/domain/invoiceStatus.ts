import {
  allLinesPaid,
  hasUnpaidExtraCharges,
  isFailed,
  isPending,
  visibleLines,
  type InvoiceFacts,
} from './invoiceFacts.js';

export type InvoiceStatus =
  'PAID' | 'PAYMENT_PENDING' | 'PAYMENT_FAILED' | 'PARTIAL_PAID' | 'SENT' | 'NOT_SENT';

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  PAID: 'Paid',
  PAYMENT_PENDING: 'Payment Pending',
  PAYMENT_FAILED: 'Payment Failed',
  PARTIAL_PAID: 'Partial Paid',
  SENT: 'Sent',
  NOT_SENT: 'Not Sent',
};

/**
 * Invoice status for group details (invoicing §4), the rules tried in the spec's order: Paid (all
 * non-hidden items paid, no unpaid extra charges); Payment Pending (online status p, u, h or i);
 * Payment Failed (d or f); Partial Paid (some item has a paid date); Sent (sent date present); Not Sent.
 */
export function invoiceStatus(invoice: InvoiceFacts): InvoiceStatus {
  if (allLinesPaid(invoice) && !hasUnpaidExtraCharges(invoice)) return 'PAID';
  if (isPending(invoice.onlineStatus)) return 'PAYMENT_PENDING';
  if (isFailed(invoice.onlineStatus)) return 'PAYMENT_FAILED';
  if (visibleLines(invoice).some((l) => l.paidDate !== null)) return 'PARTIAL_PAID';
  if (invoice.sentDate !== null) return 'SENT';
  return 'NOT_SENT';
}

const STATUS_OF_LABEL = new Map(
  (Object.entries(INVOICE_STATUS_LABELS) as [InvoiceStatus, string][]).map(([status, label]) => [
    label,
    status,
  ]),
);

/** The upstream's status label ('Partial Paid') as the schema's enum (PARTIAL_PAID). */
export function invoiceStatusOfLabel(label: string): InvoiceStatus {
  const status = STATUS_OF_LABEL.get(label);
  if (!status) throw new Error(`unknown invoice status label "${label}"`);
  return status;
}
