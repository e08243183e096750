import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBanner } from './ErrorBanner';

export interface ConfirmModalProps {
  opened: boolean;
  /** Shown as "Confirm: {title}" (sales §2, the shared confirm modal). */
  title: string;
  children: ReactNode;
  /** The action button's text, e.g. "Delete". */
  actionLabel: string;
  actionColor?: string;
  busy?: boolean;
  /** A failure of the action, shown inside the dialog. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The shared confirm modal: "Confirm: {title}" with Cancel and an action button. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.busy ? () => undefined : props.onCancel}
      title={`Confirm: ${props.title}`}
      size="md"
    >
      <Stack gap="md">
        {props.error ? <ErrorBanner message={props.error} /> : null}
        <Text size="sm" component="div">
          {props.children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button color={props.actionColor ?? 'red'} onClick={props.onConfirm} loading={props.busy}>
            {props.actionLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
