import { INVOICE_EDITING_MESSAGES, validateMarkPaid } from '@ah/schema';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import type { PaymentMethodFieldsFragment } from '../../../../__generated__/graphql';
import { useViewer } from '../../../../platform/access/ViewerContext';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { todayIn } from '../../../../ui/formatters';
import { ACTION_FAILED_MESSAGE } from '../../../../ui/mutationErrors';

export interface MarkPaidModalProps {
  /** What is marked paid, e.g. "Invoice 123 · Ann Lee" or "Lot 12 of invoice 123". */
  subject: string;
  paymentMethods: readonly PaymentMethodFieldsFragment[];
  busy: boolean;
  /** undefined: no failure; null: a failure without explanation; a string: the gateway's reason. */
  failure: string | null | undefined;
  onSave: (input: { paymentMethodId: string; paidDate: string }) => void;
  onClose: () => void;
}

/**
 * Mark Paid (invoicing §2.2, §5): Save stays disabled until a payment method is chosen; the date
 * defaults to today (house time zone), cannot be in the future and shows as MM/DD/YY. The gateway
 * sends it upstream as MM/DD/YY.
 */
export function MarkPaidModal({
  subject,
  paymentMethods,
  busy,
  failure,
  onSave,
  onClose,
}: MarkPaidModalProps) {
  const viewer = useViewer();
  const today = todayIn(viewer.house.timeZone);
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [paidDate, setPaidDate] = useState<string | null>(today);
  const violations = validateMarkPaid({ paymentMethodId, paidDate }, today);
  const dateError = paidDate ? violations.find((v) => v.field === 'paidDate')?.message : undefined;

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title="Mark as Paid" size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {subject}
        </Text>
        {failure !== undefined ? <ErrorBanner message={ACTION_FAILED_MESSAGE} detail={failure} /> : null}
        <Select
          label="Payment method"
          placeholder={INVOICE_EDITING_MESSAGES.paymentMethodPlaceholder}
          data={paymentMethods.map((m) => ({ value: m.id, label: m.name }))}
          value={paymentMethodId}
          onChange={setPaymentMethodId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <DatePickerInput
          label="Paid date"
          valueFormat="MM/DD/YY"
          value={paidDate}
          onChange={setPaidDate}
          maxDate={today}
          leftSection={<IconCalendar size={16} stroke={1.6} aria-hidden />}
          error={dateError}
          popoverProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (paymentMethodId && paidDate && violations.length === 0)
                onSave({ paymentMethodId, paidDate });
            }}
            disabled={violations.length > 0}
            loading={busy}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
