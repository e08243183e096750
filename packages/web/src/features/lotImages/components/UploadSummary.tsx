import { Button, Group, Paper, Progress, Stack, Switch, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { QueueSummary } from '../model/imageQueueModel';
import { IMAGES_TEXTS } from './lotImageTexts';

export interface UploadSummaryProps {
  summary: QueueSummary;
  errorsOnly: boolean;
  onErrorsOnlyChange: (value: boolean) => void;
  onDeleteErrors: () => void;
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Text size="sm" component="span" data-testid={`summary-${label.toLowerCase()}`}>
      {label}:{' '}
      <Text span fw={700} c={color}>
        {value}
      </Text>
    </Text>
  );
}

/**
 * 'Error Summary: Success, Error, Pending, Total' (sales §2) with the whole drop's progress, the
 * errors-only filter and "Delete items with errors".
 */
export function UploadSummary({
  summary,
  errorsOnly,
  onErrorsOnlyChange,
  onDeleteErrors,
}: UploadSummaryProps) {
  const done = summary.success + summary.error;
  return (
    <Paper p="md" withBorder data-testid="image-error-summary">
      <Stack gap="sm">
        <Group gap="md" wrap="wrap" role="status" aria-live="polite" aria-label={IMAGES_TEXTS.errorSummary}>
          <Text size="sm" fw={700} component="span">
            {IMAGES_TEXTS.errorSummary}:
          </Text>
          <Count label="Success" value={summary.success} color="green" />
          <Count label="Error" value={summary.error} color={summary.error > 0 ? 'red' : undefined} />
          <Count label="Pending" value={summary.pending} />
          <Count label="Total" value={summary.total} />
        </Group>
        <Stack gap={4}>
          <Progress
            value={summary.percent}
            size="md"
            animated={summary.pending > 0}
            color={summary.error > 0 && summary.pending === 0 ? 'orange' : undefined}
            aria-label={IMAGES_TEXTS.overallProgress}
          />
          <Text size="xs" c="dimmed" data-testid="overall-progress-text">
            {summary.pending > 0
              ? `${done} of ${summary.total} images done (${summary.percent}%)`
              : summary.total === 1
                ? '1 image processed'
                : `All ${summary.total} images processed`}
          </Text>
        </Stack>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Switch
            label={IMAGES_TEXTS.errorsOnly}
            checked={errorsOnly}
            onChange={(event) => onErrorsOnlyChange(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            disabled={summary.error === 0}
            onClick={onDeleteErrors}
          >
            {IMAGES_TEXTS.deleteErrors}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
