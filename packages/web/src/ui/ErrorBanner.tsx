import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The spec's generic load-failure text (invoicing §8). */
export const LOAD_FAILED_MESSAGE = 'There was an error processing your request.  Please try again later.';

export interface ErrorBannerProps {
  message: ReactNode;
  /** A second line, e.g. the gateway's explanation. */
  detail?: ReactNode;
  title?: ReactNode;
  onRetry?: () => void;
  onClose?: () => void;
}

/** A red banner for a failed load or action, announced to screen readers. */
export function ErrorBanner({ message, detail, title, onRetry, onClose }: ErrorBannerProps) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title={title}
      role="alert"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel="Dismiss"
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm">{message}</Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
        </Stack>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
