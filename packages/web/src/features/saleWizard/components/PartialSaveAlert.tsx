import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface FailedPart {
  label: string;
  message: string | null;
}

export interface PartialSaveAlertProps {
  failed: readonly FailedPart[];
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A parallel save where some parts failed: which ones, and a retry of just those. The form keeps
 * everything the user entered, so nothing is lost.
 */
export function PartialSaveAlert({ failed, retrying, onRetry }: PartialSaveAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} title="Not everything was saved" role="alert">
      <Stack gap="xs">
        <Text size="sm">These parts could not be saved. Everything you entered is still here.</Text>
        <List size="sm" spacing={2}>
          {failed.map((part) => (
            <List.Item key={part.label}>
              <Text span fw={600} size="sm">
                {part.label}
              </Text>
              {part.message ? `: ${part.message}` : null}
            </List.Item>
          ))}
        </List>
        <Group>
          <Button size="xs" color="red" variant="white" onClick={onRetry} loading={retrying}>
            Retry the failed parts
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
