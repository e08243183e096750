import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { REVIEW_TEXTS } from '../reviewTexts';

export interface ReviewErrorViewProps {
  /** What failed, e.g. "Unable to publish your item(s)." */
  title: string;
  onRetry: () => void;
  onDismiss?: () => void;
}

/**
 * The generic error view of the review screen (sales §8: load, delete and publish failures on
 * review/preview show a generic error view), with Try again.
 */
export function ReviewErrorView({ title, onRetry, onDismiss }: ReviewErrorViewProps) {
  return (
    <Paper p="lg" withBorder role="alert" data-testid="review-error-view">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="red" variant="light" size={44} radius="xl">
          <IconAlertTriangle size={24} aria-hidden />
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed" maw={520}>
          {REVIEW_TEXTS.genericError}
        </Text>
        <Stack gap="xs" align="center">
          <Button onClick={onRetry}>Try again</Button>
          {onDismiss ? (
            <Button variant="subtle" size="compact-sm" onClick={onDismiss}>
              Dismiss
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
