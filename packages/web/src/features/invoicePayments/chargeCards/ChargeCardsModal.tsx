import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { IconCreditCard } from '@tabler/icons-react';

export interface ChargeCardsModalProps {
  /** all: every invoice of the group; selected: the ticked ones. */
  scope: 'all' | 'selected';
  invoiceCount: number;
  /** How many of them are ready to charge now, when known (the group's count for 'all'). */
  readyCount: number | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const invoices = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);

/** The charge confirmation (invoicing §2.3): 'Charge All Cards' or the selected ones. */
export function ChargeCardsModal({
  scope,
  invoiceCount,
  readyCount,
  busy,
  onConfirm,
  onClose,
}: ChargeCardsModalProps) {
  const title = scope === 'all' ? INVOICE_PAYMENT_MESSAGES.chargeAllCards : 'Charge Selected Cards';
  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={title} size="md">
      <Stack gap="md">
        <Text size="sm">
          The cards on file will be charged for the outstanding balance of{' '}
          {scope === 'all'
            ? `every invoice of this group (${invoices(invoiceCount)})`
            : `the ${invoices(invoiceCount)} selected`}{' '}
          that is ready to charge.
          {readyCount !== null
            ? ` ${readyCount === 1 ? '1 is' : `${readyCount} are`} ready to charge now.`
            : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Invoices that are not ready to charge are skipped. A declined card leaves its invoice as Payment
          Failed, and it is not charged again until the invoice changes (a new card, a payment or an edit).
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            leftSection={<IconCreditCard size={16} />}
            onClick={onConfirm}
            loading={busy}
            data-autofocus
          >
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
