import { shortDate, type LineFacts } from './invoiceFacts.js';

export type LineStatus = 'NOT_SENT' | 'SENT' | 'PAID' | 'SHIPPED';

/**
 * A line's Invoice Status column on the create/edit screen (invoicing §4): Not Sent, Sent (with the
 * invoice's sent date), Paid, Shipped — the furthest step the line has reached.
 */
export function lineStatus(
  line: Pick<LineFacts, 'paid' | 'shipped'>,
  invoiceSentDate: string | null,
): LineStatus {
  if (line.shipped) return 'SHIPPED';
  if (line.paid) return 'PAID';
  return invoiceSentDate !== null ? 'SENT' : 'NOT_SENT';
}

export function lineStatusLabel(status: LineStatus, invoiceSentDate: string | null): string {
  switch (status) {
    case 'SHIPPED':
      return 'Shipped';
    case 'PAID':
      return 'Paid';
    case 'SENT':
      return invoiceSentDate ? `Sent ${shortDate(invoiceSentDate)}` : 'Sent';
    case 'NOT_SENT':
      return 'Not Sent';
  }
}
