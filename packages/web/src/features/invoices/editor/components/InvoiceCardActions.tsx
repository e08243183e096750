import { Button, Group, Indicator } from '@mantine/core';
import { NOTE_ICON_DELAY_MS } from '@ah/schema';
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
import type { EditorInvoiceFieldsFragment } from '../../../../__generated__/graphql';

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
}: InvoiceCardActionHandlers & { invoice: EditorInvoiceFieldsFragment }) {
  // The note icon is marked after a short delay (invoicing §9).
  const [hasNote] = useDebouncedValue(invoice.hasNote, NOTE_ICON_DELAY_MS);
  const pickup = invoice.deliveryMode === 'PICKUP';
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={`Actions for invoice ${invoice.id}`}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEdit size={14} />}
        onClick={() => on.onEditCharges(invoice.id)}
        disabled={on.chargesDisabled}
      >
        Edit/Add Charges
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMail size={14} />}
        onClick={() => on.onContact(invoice.id)}
      >
        Contact
      </Button>
      <Indicator disabled={!hasNote} size={8} offset={4} color="orange" aria-hidden={!hasNote}>
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
        {pickup ? 'Mark as Picked Up' : 'Mark as Shipped'}
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
