import {
  allLinesPaid,
  isPending,
  visibleLines,
  type Channel,
  type HouseFacts,
  type InvoiceFacts,
  type LineFacts,
} from './invoiceFacts.js';

/** paidByWePay (8), ACH (11) and the cards 3–6 count as a card/ACH payment (invoicing §4, §9). */
const CARD_OR_ACH_METHOD_IDS: ReadonlySet<number> = new Set([3, 4, 5, 6, 8, 11]);

export type ChargeMode = 'REGULAR' | 'ADDITIONAL';
export type ChargeField = 'HAMMER' | 'PREMIUM' | 'LIVE_FEE' | 'TAX' | 'SHIPPING' | 'INSURANCE' | 'OTHER';

/**
 * The charges modal's mode (invoicing §4): additional ("Add'l") charges when all lines are paid, no
 * payment is pending, a card/ACH payment exists, payment processing is on and the processor is p.
 */
export function chargeMode(invoice: InvoiceFacts, house: HouseFacts): ChargeMode {
  const cardOrAch = visibleLines(invoice).some(
    (l) => l.paid && l.paymentMethodId !== null && CARD_OR_ACH_METHOD_IDS.has(l.paymentMethodId),
  );
  return allLinesPaid(invoice) &&
    !isPending(invoice.onlineStatus) &&
    cardOrAch &&
    house.paymentProcessingEnabled &&
    house.processorType === 'p'
    ? 'ADDITIONAL'
    : 'REGULAR';
}

/** Tax is not editable for US invoices under processor p, and is left out of the payload (§5). */
export function taxEditable(invoice: Pick<InvoiceFacts, 'country'>, house: HouseFacts): boolean {
  return !(invoice.country.toUpperCase() === 'US' && house.processorType === 'p');
}

/** An unpaid Floor invoice: only hammer, premium and live fee may change (invoicing §4). */
export function isFloorLocked(invoice: InvoiceFacts): boolean {
  return invoice.channel === 'Floor' && !invoice.isPaid && !allLinesPaid(invoice);
}

/** The fields the charges modal may edit now. */
export function editableChargeFields(invoice: InvoiceFacts, house: HouseFacts): ChargeField[] {
  if (isPending(invoice.onlineStatus)) return [];
  if (chargeMode(invoice, house) === 'REGULAR' && isFloorLocked(invoice))
    return ['HAMMER', 'PREMIUM', 'LIVE_FEE'];
  return [...(taxEditable(invoice, house) ? (['TAX'] as const) : []), 'SHIPPING', 'INSURANCE', 'OTHER'];
}

/**
 * Mark as pickup / shipping is offered only when the invoice is not fully paid, has no pending online
 * payment, and no line is paid or has an amount paid (invoicing §4).
 */
export function canToggleDeliveryMode(invoice: InvoiceFacts): boolean {
  return (
    !invoice.isPaid &&
    !allLinesPaid(invoice) &&
    !isPending(invoice.onlineStatus) &&
    !invoice.lines.some((l) => l.paid || l.amountPaidCents > 0)
  );
}

/** Pending invoices cannot be edited or marked paid manually (invoicing §4). */
export function canEditInvoice(invoice: Pick<InvoiceFacts, 'onlineStatus'>): boolean {
  return !isPending(invoice.onlineStatus);
}

export function canMarkPaid(invoice: InvoiceFacts): boolean {
  return !isPending(invoice.onlineStatus) && !(invoice.isPaid && allLinesPaid(invoice));
}

export function canMarkNotPaid(invoice: InvoiceFacts): boolean {
  return !isPending(invoice.onlineStatus) && (invoice.isPaid || invoice.lines.some((l) => l.paid));
}

/**
 * File as dispute (invoicing §6): super users, and lines with canOpenDispute, for a line without a
 * dispute, unless the channel is Floor.
 */
export function canFileDispute(
  line: Pick<LineFacts, 'disputeRef' | 'canOpenDispute'>,
  channel: Channel,
  isSuperUser: boolean,
): boolean {
  return channel !== 'Floor' && line.disputeRef === null && (isSuperUser || line.canOpenDispute);
}
