import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface NoticeModalProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** True when a message ends by pointing to Customer Care (the spec's "... any time at:"). */
function pointsToCustomerCare(message: string): boolean {
  return /customer care/i.test(message);
}

/** A dialog that tells the user why something cannot be done (sales §8 Calendar dialogs). */
export function NoticeModal({ opened, title, message, onClose }: NoticeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={22}
            color="var(--mantine-color-orange-7)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Stack gap={4}>
            <Text size="sm">{message}</Text>
            {pointsToCustomerCare(message) ? (
              <Anchor component={Link} to="/contact" size="sm">
                Customer Care contacts
              </Anchor>
            ) : null}
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
