import { Button, Group, Indicator, Tooltip } from '@mantine/core';
import { INVOICE_EDITING_MESSAGES, NOTE_ICON_DELAY_MS } from '@ah/schema';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconCash,
  IconEdit,
  IconMail,
  IconNote,
  IconPackage,
  IconReceiptOff,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { EditorInvoiceHeadFieldsFragment } from '../../../../__generated__/graphql';
import { shippedActionLabel } from '../../common/shippedAction';

/** What the actions read of an invoice. */
export type InvoiceCardActionsInvoice = Pick<
  EditorInvoiceHeadFieldsFragment,
  | 'id'
  | 'hasNote'
  | 'deliveryMode'
  | 'isShipped'
  | 'canEdit'
  | 'canMarkPaid'
  | 'canMarkNotPaid'
  | 'canToggleDeliveryMode'
>;

export interface InvoiceCardActionHandlers {
  onEditCharges: (invoiceId: string) => void;
  onContact: (invoiceId: string) => void;
  onNote: (invoiceId: string) => void;
  onMarkPaid: (invoiceId: string) => void;
  onMarkInvoiceNotPaid: (invoiceId: string) => void;
  onShipped: (invoiceId: string) => void;
  onToggleDeliveryMode: (invoiceId: string, pickup: boolean) => void;
  /** Charges wait for the cost-per-lot answer. */
  chargesDisabled: boolean;
}

/** The card's actions (invoicing §2.2), each offered as the gateway's flags say. */
export function InvoiceCardActions({
  invoice,
  ...on
}: InvoiceCardActionHandlers & { invoice: InvoiceCardActionsInvoice }) {
  // The note icon is marked after a short delay (invoicing §9).
  const [hasNote] = useDebouncedValue(invoice.hasNote, NOTE_ICON_DELAY_MS);
  const pickup = invoice.deliveryMode === 'PICKUP';
  // Pending invoices cannot be edited (invoicing §4): the action stays visible, disabled, and says why.
  // aria-disabled (not disabled) keeps it focusable and hoverable, so the tooltip can be read.
  const editLocked = !invoice.canEdit;
  const editCharges = (event: MouseEvent<HTMLButtonElement>) => {
    if (editLocked) event.preventDefault();
    else on.onEditCharges(invoice.id);
  };
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={`Actions for invoice ${invoice.id}`}>
      <Tooltip label={INVOICE_EDITING_MESSAGES.pendingInvoice} disabled={!editLocked} multiline maw={300}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEdit size={14} />}
          onClick={editCharges}
          disabled={on.chargesDisabled}
          data-disabled={editLocked || undefined}
          aria-disabled={editLocked || undefined}
        >
          Edit/Add Charges
        </Button>
      </Tooltip>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMail size={14} />}
        onClick={() => on.onContact(invoice.id)}
      >
        Contact
      </Button>
      {/* The dot only repeats what the label says; the wrapper must not hide the button (no aria-hidden). */}
      <Indicator disabled={!hasNote} size={8} offset={4} color="orange">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconNote size={14} />}
          onClick={() => on.onNote(invoice.id)}
        >
          {hasNote ? 'Update Internal Note' : 'Add Internal Note'}
        </Button>
      </Indicator>
      {invoice.canMarkPaid ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCash size={14} />}
          onClick={() => on.onMarkPaid(invoice.id)}
        >
          Mark as Paid
        </Button>
      ) : null}
      {invoice.canMarkNotPaid ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconReceiptOff size={14} />}
          onClick={() => on.onMarkInvoiceNotPaid(invoice.id)}
        >
          Mark as Not Paid
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTruckDelivery size={14} />}
        onClick={() => on.onShipped(invoice.id)}
      >
        {shippedActionLabel({ pickup, shipped: invoice.isShipped })}
      </Button>
      {invoice.canToggleDeliveryMode ? (
        <Button
          size="xs"
          variant="subtle"
          leftSection={pickup ? <IconTruck size={14} /> : <IconPackage size={14} />}
          onClick={() => on.onToggleDeliveryMode(invoice.id, pickup)}
        >
          {pickup ? 'Mark as shipping' : 'Mark as pickup'}
        </Button>
      ) : null}
    </Group>
  );
}
