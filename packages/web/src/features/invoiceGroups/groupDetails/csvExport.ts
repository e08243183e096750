import type { InvoiceGroupCsvQuery, InvoicePaidFilter } from '../../../__generated__/graphql';
import { formatShortDate } from '../../../ui/formatters';
import { buildCsv } from '../../../ui/csv';

export type CsvRow = NonNullable<InvoiceGroupCsvQuery['invoiceGroupDetails']>['csvRows'][number];

export const CSV_HEADER = [
  'Invoice #',
  'Paddle',
  'First Name',
  'Last Name',
  'Email',
  'Channel',
  'Invoice Total',
  'Balance',
  'Invoice Status',
  'Ship/Pickup Status',
  'Payment Method',
  'Paid Date',
  'Batch Charge',
] as const;

/** Download as CSV (invoicing §2.3): every row of the current filter, with the table's values. */
export function invoicesCsv(rows: readonly CsvRow[]): string {
  return buildCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.invoiceId,
      row.paddleNumber,
      row.firstName,
      row.lastName,
      row.email,
      row.channel,
      row.invoiceTotal,
      row.outstandingBalance,
      row.invoiceStatus,
      row.shipStatus,
      row.paymentMethod,
      row.paidDate ? formatShortDate(row.paidDate) : null,
      row.batchChargeStatus,
    ]),
  );
}

/** invoice-group-12.csv, invoice-group-12-unpaid.csv, … */
export function csvFileName(groupId: string, filter: InvoicePaidFilter): string {
  return `invoice-group-${groupId}${filter === 'ALL' ? '' : `-${filter.toLowerCase()}`}.csv`;
}
