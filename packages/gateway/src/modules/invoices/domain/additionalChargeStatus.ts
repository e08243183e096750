import { isFailed, isPending, shortDate, type AdditionalChargeFacts } from './invoiceFacts.js';

export type AdditionalChargeStatus =
  'HIDDEN' | 'PAID' | 'PAYMENT_PENDING' | 'PAYMENT_FAILED' | 'SENT' | 'NOT_SENT';

/**
 * Additional-charge status (invoicing §4), the rules tried in order: Hidden (the line is hidden);
 * Paid {date}; Payment Pending (p, u, h, i); Payment Failed (d, f); Sent {date}; else Not Sent.
 */
export function additionalChargeStatus(
  charge: AdditionalChargeFacts,
  hidden: boolean,
): AdditionalChargeStatus {
  if (hidden) return 'HIDDEN';
  if (charge.paid) return 'PAID';
  if (isPending(charge.onlineStatus)) return 'PAYMENT_PENDING';
  if (isFailed(charge.onlineStatus)) return 'PAYMENT_FAILED';
  if (charge.sentDate !== null) return 'SENT';
  return 'NOT_SENT';
}

export function additionalChargeStatusLabel(
  status: AdditionalChargeStatus,
  charge: AdditionalChargeFacts,
): string {
  const withDate = (label: string, date: string | null) => (date ? `${label} ${shortDate(date)}` : label);
  switch (status) {
    case 'HIDDEN':
      return 'Hidden';
    case 'PAID':
      return withDate('Paid', charge.paidDate);
    case 'PAYMENT_PENDING':
      return 'Payment Pending';
    case 'PAYMENT_FAILED':
      return 'Payment Failed';
    case 'SENT':
      return withDate('Sent', charge.sentDate);
    case 'NOT_SENT':
      return 'Not Sent';
  }
}
