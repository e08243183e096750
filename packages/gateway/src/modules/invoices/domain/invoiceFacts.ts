/**
 * The facts about an invoice that the derived statuses of invoicing §4 read. The module adapts the
 * upstream's answer to these (modules/invoices/providers/facts.ts); the functions stay pure and are
 * unit tested row by row against the spec's tables.
 */

export type OnlineStatus = 'p' | 'u' | 'h' | 'i' | 'a' | 'd' | 'f';
export type Channel = 'INV' | 'PL' | 'AZ' | 'Floor';

export interface AdditionalChargeFacts {
  /** Any of tax, S/H, insurance, other is non-zero. */
  hasAmount: boolean;
  paid: boolean;
  /** YYYY-MM-DD. */
  paidDate: string | null;
  onlineStatus: OnlineStatus | null;
  /** YYYY-MM-DD. */
  sentDate: string | null;
}

export interface LineFacts {
  hidden: boolean;
  restricted: boolean;
  paid: boolean;
  /** YYYY-MM-DD. */
  paidDate: string | null;
  paymentMethodId: number | null;
  amountPaidCents: number;
  shipped: boolean;
  disputeRef: string | null;
  canOpenDispute: boolean;
  additional: AdditionalChargeFacts;
}

export interface InvoiceFacts {
  channel: Channel;
  /** The buyer's ISO country. */
  country: string;
  isPaid: boolean;
  onlineStatus: OnlineStatus | null;
  pickup: boolean;
  isShipped: boolean;
  /** YYYY-MM-DD (house time zone). */
  sentDate: string | null;
  /** ISO instants. */
  sentAt: string | null;
  editedAt: string | null;
  autoChargeDate: string | null;
  hasCardOnFile: boolean;
  addressValid: boolean;
  creditCardLimitExceeded: boolean;
  /** Outstanding balance in cents (invoice total minus payments made). */
  outstandingCents: number;
  pendingPaymentMethodId: number | null;
  /** Per-invoice additional charges. */
  additional: AdditionalChargeFacts;
  lines: LineFacts[];
}

export interface HouseFacts {
  processorType: 'p' | 's' | 'w' | null;
  paymentProcessingEnabled: boolean;
}

const PENDING: ReadonlySet<string> = new Set(['p', 'u', 'h', 'i']);
const FAILED: ReadonlySet<string> = new Set(['d', 'f']);

/** Online status p, u, h or i (invoicing §4). */
export const isPending = (status: OnlineStatus | null): boolean => status !== null && PENDING.has(status);
/** Online status d or f. */
export const isFailed = (status: OnlineStatus | null): boolean => status !== null && FAILED.has(status);

export const visibleLines = (invoice: Pick<InvoiceFacts, 'lines'>): LineFacts[] =>
  invoice.lines.filter((l) => !l.hidden);

/** Every non-hidden line paid (and there is one). */
export function allLinesPaid(invoice: Pick<InvoiceFacts, 'lines'>): boolean {
  const lines = visibleLines(invoice);
  return lines.length > 0 && lines.every((l) => l.paid);
}

/** An extra (additional) charge with an amount that is not paid, on the invoice or a visible line. */
export function hasUnpaidExtraCharges(invoice: Pick<InvoiceFacts, 'lines' | 'additional'>): boolean {
  const unpaid = (a: AdditionalChargeFacts) => a.hasAmount && !a.paid;
  return unpaid(invoice.additional) || visibleLines(invoice).some((l) => unpaid(l.additional));
}

export function hasAdditionalCharges(invoice: Pick<InvoiceFacts, 'lines' | 'additional'>): boolean {
  return invoice.additional.hasAmount || invoice.lines.some((l) => l.additional.hasAmount);
}

/** YYYY-MM-DD → MM/DD/YY (dates are shown MM/DD/YY, invoicing §9). */
export function shortDate(iso: string): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${m}/${d}/${y.slice(-2)}`;
}
