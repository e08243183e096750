import { Box, Stack } from '@mantine/core';
import { useMemo, useRef } from 'react';
import type {
  EditorCardFieldsFragment,
  EditorLineFieldsFragment,
  InvoiceEditorVariant,
} from '../../../../__generated__/graphql';
import type { DialogName, DialogScope } from '../../common/dialogParams';
import { useCardsInChunks } from '../useCardsInChunks';
import { useInvoiceActions } from '../useInvoiceActions';
import { InvoiceCard } from './InvoiceCard';

export interface InvoiceListProps {
  invoices: readonly EditorCardFieldsFragment[];
  /** Whether an invoice is ticked (Select All is a flag, not a set of every id). */
  selected: { has(invoiceId: string): boolean };
  onSelectedChange: (invoiceId: string, selected: boolean) => void;
  showLiveFee: boolean;
  shippingFeature: boolean;
  variant: InvoiceEditorVariant | null;
  chargesDisabled: boolean;
  openDialog: (
    name: DialogName,
    options?: { invoice?: string | null; line?: string | null; scope?: DialogScope },
  ) => void;
}

/** About a card's height (InvoiceCard.module.css's contain-intrinsic-size), for the cards to come. */
const CARD_PLACE = 480;

/** The invoice cards of one page, with their actions wired to the dialogs and the one-click changes. */
export function InvoiceList({ invoices, selected, openDialog, ...props }: InvoiceListProps) {
  const actions = useInvoiceActions();
  // The dialog opener changes with the URL: read through a ref, so a click on another page does
  // not re-render every card of the page it leaves (that click was a 250 ms task).
  const open = useRef(openDialog);
  open.current = openDialog;
  const handlers = useMemo(
    () => ({
      onEditCharges: (invoice: string) => open.current('charges', { invoice }),
      onContact: (invoice: string) => open.current('contact', { invoice }),
      onNote: (invoice: string) => open.current('note', { invoice }),
      onMarkPaid: (invoice: string) => open.current('markPaid', { invoice }),
      onShipped: (invoice: string) => open.current('delivery', { invoice }),
      onMarkInvoiceNotPaid: (invoice: string) => void actions.markInvoiceNotPaid(invoice),
      onToggleDeliveryMode: (invoice: string, pickup: boolean) =>
        void actions.toggleDeliveryMode(invoice, pickup),
      onLineMarkShipped: (line: EditorLineFieldsFragment) => void actions.markLineShipped(line),
      onLineMarkPaid: (line: EditorLineFieldsFragment) =>
        open.current('markPaid', { invoice: line.invoiceId, line: line.id }),
      onLineMarkNotPaid: (line: EditorLineFieldsFragment) => void actions.markLineNotPaid(line),
      onLineToggleHidden: (line: EditorLineFieldsFragment) => void actions.setHidden(line, !line.hidden),
    }),
    // The mutation functions are stable; the dialog opener is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const ids = useMemo(() => invoices.map((invoice) => invoice.id), [invoices]);
  const drawn = useCardsInChunks(ids);
  const pending = invoices.length - drawn;
  return (
    <Stack gap="md">
      {invoices.slice(0, drawn).map((invoice) => (
        <InvoiceCard
          key={invoice.id}
          invoice={invoice}
          selected={selected.has(invoice.id)}
          {...props}
          {...handlers}
        />
      ))}
      {/* Holds the place of the cards still to draw, so what is below does not jump as they come. */}
      {pending > 0 ? <Box aria-hidden h={pending * CARD_PLACE} /> : null}
    </Stack>
  );
}
