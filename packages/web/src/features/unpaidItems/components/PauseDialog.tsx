import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorBanner } from '../../../ui/ErrorBanner';

export type PauseScope = 'invoice' | 'bidder';

export interface PauseDialogProps {
  opened: boolean;
  /** Resume for a paused invoice, pause otherwise. */
  action: 'pause' | 'resume';
  invoiceId: string;
  bidderName: string;
  busy: boolean;
  error: string | null;
  onConfirm: (scope: PauseScope) => void;
  onCancel: () => void;
}

/**
 * Pause or resume the automation for one invoice or for every invoice of its buyer (issue 36). Its
 * open state and row live in the URL (`?dialog=pause&invoiceId=…`), so Back closes it.
 */
export function PauseDialog({
  opened,
  action,
  invoiceId,
  bidderName,
  busy,
  error,
  onConfirm,
  onCancel,
}: PauseDialogProps) {
  const [scope, setScope] = useState<PauseScope>('invoice');
  const verb = action === 'pause' ? 'Pause' : 'Resume';
  return (
    <Modal opened={opened} onClose={onCancel} title={`${verb} the automation`} centered>
      <Stack gap="md">
        <Text size="sm">
          {action === 'pause'
            ? 'While paused, the automation sends no reminder and opens or closes no dispute. Resume it at any time.'
            : 'The automation takes up its steps again from where they are due.'}
        </Text>
        <Radio.Group
          label={`${verb} for`}
          value={scope}
          onChange={(value) => setScope(value === 'bidder' ? 'bidder' : 'invoice')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="invoice" label={`Invoice #${invoiceId} only`} />
            <Radio value="bidder" label={`Every invoice of ${bidderName}`} />
          </Stack>
        </Radio.Group>
        {error ? <ErrorBanner message={error} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => onConfirm(scope)}>
            {verb}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
