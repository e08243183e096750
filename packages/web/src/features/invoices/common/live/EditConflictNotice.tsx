import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { conflictText } from './liveChange';

/**
 * Says that another viewer changed what this one is editing (live updates): the user's values stay
 * until they choose to keep them or take the new ones.
 */
export function EditConflictNotice({
  title,
  author,
  onKeepMine,
  onTakeTheirs,
}: {
  title: string;
  /** Who changed it: a name, "a script", "auto-charge"… (liveChange.authorOf). */
  author: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <Alert role="alert" color="yellow" variant="light" title={title}>
      <Stack gap="xs">
        <Text size="sm">{conflictText(author)}</Text>
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={onKeepMine}>
            Keep mine
          </Button>
          <Button size="xs" variant="default" onClick={onTakeTheirs}>
            Take theirs
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
