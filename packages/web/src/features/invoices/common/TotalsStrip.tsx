import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { InvoiceTotalsFieldsFragment } from '../../../__generated__/graphql';
import { formatMoney } from '../../../ui/moneyFormat';
import classes from './InvoiceScreens.module.css';

export interface TotalItem {
  label: string;
  value: string;
  /** The strip's emphasised figures (Invoice Total). */
  strong?: boolean;
}

/** The create/edit totals strip, every total of invoicing §2.2 (hidden items excluded by the gateway). */
export function editorTotalItems(totals: InvoiceTotalsFieldsFragment): TotalItem[] {
  return [
    { label: 'Total Invoices', value: String(totals.invoiceCount) },
    { label: 'Total Items', value: String(totals.itemCount) },
    { label: 'Total Hammer', value: formatMoney(totals.hammer) },
    { label: 'Total BP', value: formatMoney(totals.premium) },
    { label: 'Total Live Fee', value: formatMoney(totals.liveFee) },
    { label: 'Total Tax', value: formatMoney(totals.tax) },
    { label: 'Total S/H', value: formatMoney(totals.shipping) },
    { label: 'Total Insurance', value: formatMoney(totals.insurance) },
    { label: 'Total Other', value: formatMoney(totals.other) },
    { label: 'Invoice Total', value: formatMoney(totals.invoiceTotal), strong: true },
    { label: 'Total Pending Charges', value: formatMoney(totals.pendingCharges) },
  ];
}

/** The group details totals (invoicing §2.3). */
export function detailsTotalItems(totals: InvoiceTotalsFieldsFragment): TotalItem[] {
  return [
    { label: 'Total Invoices', value: String(totals.invoiceCount) },
    { label: 'Total Items', value: String(totals.itemCount) },
    { label: 'Invoice Total', value: formatMoney(totals.invoiceTotal), strong: true },
    { label: 'Total Pending Charges', value: formatMoney(totals.pendingCharges) },
  ];
}

/** A row of labelled figures that wraps on narrow screens; announced when the figures change. */
export function TotalsStrip({ items, label = 'Totals' }: { items: readonly TotalItem[]; label?: string }) {
  return (
    <Paper p="md" component="section" aria-label={label}>
      <SimpleGrid
        cols={{ base: 2, xs: 3, sm: 4, lg: Math.min(items.length, 6) }}
        spacing="md"
        verticalSpacing="sm"
        component="dl"
        className={classes.totals}
        aria-live="polite"
      >
        {items.map((item) => (
          <div key={item.label} className={classes.totalItem}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {item.label}
            </Text>
            <Text
              component="dd"
              fw={item.strong ? 700 : 600}
              size={item.strong ? 'lg' : 'md'}
              className={classes.figure}
            >
              {item.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
