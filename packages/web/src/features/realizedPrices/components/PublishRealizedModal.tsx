import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { REALIZED_TEXTS } from '../model/realizedSteps';

/**
 * Publishing first asks whether the prices include the buyer's premium (sales §4 Realized prices);
 * the answer is required before Publish.
 */
export function PublishRealizedModal({
  opened,
  rowCount,
  busy,
  error,
  onPublish,
  onCancel,
}: {
  opened: boolean;
  rowCount: number;
  busy: boolean;
  error: string | null;
  onPublish: (includesPremium: boolean) => void;
  onCancel: () => void;
}) {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const [attempted, setAttempted] = useState(false);
  return (
    <ConfirmModal
      opened={opened}
      title="Publish Realized Prices"
      actionLabel={REALIZED_TEXTS.publish}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={() => {
        setAttempted(true);
        if (answer !== null) onPublish(answer === 'yes');
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Publish the realized prices of {rowCount} lot{rowCount === 1 ? '' : 's'}?
        </Text>
        <Radio.Group
          label={REALIZED_TEXTS.premiumQuestion}
          value={answer}
          onChange={(value) => setAnswer(value === 'yes' ? 'yes' : 'no')}
          withAsterisk
          error={attempted && answer === null ? 'Please choose Yes or No.' : undefined}
        >
          <Stack gap={6} mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Stack>
        </Radio.Group>
      </Stack>
    </ConfirmModal>
  );
}
