import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * The announcement of a new version with its Reload button. Loaded only once a new version is seen
 * (NewVersionModal), so the first page does not carry the modal's code.
 */
export default function NewVersionDialog({
  newVersion,
  opened,
  onLater,
}: {
  newVersion: string;
  opened: boolean;
  onLater: () => void;
}) {
  function reload() {
    window.location.reload();
  }

  return (
    <Modal opened={opened} onClose={() => onLater()} title="A new version is available" size="sm">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <IconRefresh size={18} />
          </ThemeIcon>
          <Text size="sm">
            A new version of the back office ({newVersion}) has been released. Reload the page to start using
            it; save any work in progress first.
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onLater()}>
            Later
          </Button>
          <Button leftSection={<IconRefresh size={16} />} onClick={reload}>
            Reload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
