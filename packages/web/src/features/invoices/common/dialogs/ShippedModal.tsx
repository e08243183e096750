import { validateShippedDate } from '@ah/schema';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useViewer } from '../../../../platform/access/ViewerContext';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { todayIn } from '../../../../ui/formatters';
import { ACTION_FAILED_MESSAGE } from '../../../../ui/mutationErrors';
import { shippedActionLabel } from '../shippedAction';

export interface ShippedModalProps {
  subject: string;
  /** Pickup invoices are "picked up" rather than "shipped". */
  pickup: boolean;
  shipped: boolean;
  busy: boolean;
  failure: string | null | undefined;
  onSave: (input: { shipped: boolean; shippedDate: string | null }) => void;
  onClose: () => void;
}

/** Mark shipped / picked up for a whole invoice (invoicing §2.2, §4): the modal can also undo it. */
export function ShippedModal({
  subject,
  pickup,
  shipped,
  busy,
  failure,
  onSave,
  onClose,
}: ShippedModalProps) {
  const viewer = useViewer();
  const today = todayIn(viewer.house.timeZone);
  // Opening the modal means marking it; on an already shipped invoice it means Mark as Not Shipped (the
  // switch starts off; switching it on again only updates the date).
  const [isShipped, setShipped] = useState(!shipped);
  const [date, setDate] = useState<string | null>(today);
  const dateError = isShipped && date ? validateShippedDate(date, today)[0]?.message : undefined;
  const word = pickup ? 'Picked up' : 'Shipped';

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={shippedActionLabel({ pickup, shipped })}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {subject}
        </Text>
        {failure !== undefined ? <ErrorBanner message={ACTION_FAILED_MESSAGE} detail={failure} /> : null}
        <Switch
          label={word}
          description={
            isShipped
              ? shipped
                ? `Already ${word.toLowerCase()}: saving updates the date.`
                : undefined
              : 'The invoice will show Not Shipped.'
          }
          checked={isShipped}
          onChange={(event) => setShipped(event.currentTarget.checked)}
        />
        {isShipped ? (
          <DatePickerInput
            label={`${word} date`}
            valueFormat="MM/DD/YY"
            value={date}
            onChange={setDate}
            maxDate={today}
            leftSection={<IconCalendar size={16} stroke={1.6} aria-hidden />}
            error={dateError}
            popoverProps={{ withinPortal: true }}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => onSave({ shipped: isShipped, shippedDate: isShipped ? date : null })}
            disabled={Boolean(dateError) || (isShipped && !date)}
            loading={busy}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
