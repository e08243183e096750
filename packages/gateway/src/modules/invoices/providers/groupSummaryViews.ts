import { centsToMoney } from '@ah/schema';
import type { InvoicePaidFilter, InvoiceTotals } from '../../../__generated__/resolvers-types.js';
import { INVOICE_STATUS_LABELS } from '../domain/invoiceStatus.js';
import type { GroupSummary, GroupSummaryRow } from './invoiceApiModels.js';
import { cents } from './facts.js';

/**
 * The whole-group figures of group details and the editor, from the group summary (every invoice in a
 * few fields) rather than every invoice's lines. Sums in integer cents, as the upstream's own.
 */

/** The totals strip: the same figures as over the full group answer (hidden lines excluded). */
export function summaryTotals({ rows, totalPriceWithAdditionalCharges: price }: GroupSummary): InvoiceTotals {
  let invoiceTotal = 0;
  let outstanding = 0;
  let pending = 0;
  let items = 0;
  for (const row of rows) {
    invoiceTotal += cents(row.totalString);
    outstanding += cents(row.balanceString);
    pending += cents(row.pendingAdditionalCharges);
    items += row.itemCount;
  }
  return {
    invoiceCount: rows.length,
    itemCount: items,
    hammer: price.hammer,
    premium: price.premium,
    liveFee: price.livefee,
    tax: price.tax,
    shipping: price.shipping,
    insurance: price.insurance,
    other: price.other,
    invoiceTotal: centsToMoney(invoiceTotal),
    pendingCharges: centsToMoney(pending),
    // An invoice's balance is its total less its payments (the upstream's invoicePaid).
    paymentsMade: centsToMoney(invoiceTotal - outstanding),
    outstandingBalance: centsToMoney(outstanding),
  };
}

export const hasPaddleNumber = (row: GroupSummaryRow): boolean =>
  row.paddleNumber !== null && row.paddleNumber !== '';

/** The rows matching the filter and search (first name, last name or the start of the invoice #). */
export function filterRows(
  rows: readonly GroupSummaryRow[],
  filter: InvoicePaidFilter,
  search: string | null | undefined,
): GroupSummaryRow[] {
  const term = (search ?? '').trim().toLowerCase();
  return rows.filter((row) => {
    if (filter !== 'ALL') {
      const paid = row.paidStatus === INVOICE_STATUS_LABELS.PAID;
      if (paid !== (filter === 'PAID')) return false;
    }
    if (!term) return true;
    return (
      row.firstName.toLowerCase().includes(term) ||
      row.lastName.toLowerCase().includes(term) ||
      String(row.invoiceID).startsWith(term)
    );
  });
}

/** Whether some invoice still owes: a balance or an unpaid additional charge. */
export const owes = (row: GroupSummaryRow): boolean =>
  cents(row.balanceString) > 0 || cents(row.pendingAdditionalCharges) > 0;
