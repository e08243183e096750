import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
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

/** What the dialog says: kept as it was while the dialog closes. */
type Shown = Pick<ConfirmModalProps, 'title' | 'children' | 'actionLabel' | 'actionColor' | 'error'>;

/**
 * The shared confirm modal: "Confirm: {title}" with Cancel and an action button. While it closes
 * (the exit transition) it keeps saying what it said when open: the action that closes it often
 * also clears what the text is made of (e.g. the selection a "Publish N item(s)?" counts).
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const [shown, setShown] = useState<Shown>(props);
  const current: Shown = props.opened ? props : shown;
  if (
    props.opened &&
    (shown.title !== props.title ||
      shown.children !== props.children ||
      shown.actionLabel !== props.actionLabel ||
      shown.actionColor !== props.actionColor ||
      shown.error !== props.error)
  )
    setShown({
      title: props.title,
      children: props.children,
      actionLabel: props.actionLabel,
      actionColor: props.actionColor,
      error: props.error,
    });
  return (
    <Modal
      opened={props.opened}
      onClose={props.busy ? () => undefined : props.onCancel}
      title={`Confirm: ${current.title}`}
      size="md"
    >
      <Stack gap="md">
        {current.error ? <ErrorBanner message={current.error} /> : null}
        <Text size="sm" component="div">
          {current.children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button color={current.actionColor ?? 'red'} onClick={props.onConfirm} loading={props.busy}>
            {current.actionLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
