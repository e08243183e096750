import { Button, Kbd, Modal, Table, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { HELP_SHORTCUT, isHelpKey, type Shortcut } from './shortcuts';

export interface ShortcutHelpDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What the shortcuts are for, in the title: "Keyboard shortcuts: {context}". */
  context: string;
  shortcuts: readonly Shortcut[];
}

/**
 * The shortcuts of a screen, opened with "?". A Mantine modal: titled, a named close button,
 * focus moved in on open and given back to where it was on close.
 */
export function ShortcutHelpDialog({ opened, onClose, context, shortcuts }: ShortcutHelpDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Keyboard shortcuts: ${context}`}
      closeButtonProps={{ 'aria-label': 'Close keyboard shortcuts' }}
      size="lg"
      zIndex={400}
    >
      <Table verticalSpacing={6} fz="sm" aria-label={`Keyboard shortcuts: ${context}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...shortcuts, HELP_SHORTCUT].map((shortcut) => (
            <Table.Tr key={shortcut.action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {shortcut.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 ? (
                      <Text span size="xs" c="dimmed" mx={4}>
                        {shortcut.combo ? '+' : '/'}
                      </Text>
                    ) : null}
                    <Kbd size="sm">{key}</Kbd>
                  </Fragment>
                ))}
              </Table.Td>
              <Table.Td>{shortcut.action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        On a Mac, Cmd works wherever Ctrl is shown.
      </Text>
    </Modal>
  );
}

/** The help dialog's open state, and "?" (outside text fields) to open it. */
export function useShortcutHelp() {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!opened && isHelpKey(event)) {
        event.preventDefault();
        setOpened(true);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened]);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  return { opened, open, close };
}

/** A visible way to the same dialog, for those who do not know "?". */
export function ShortcutHelpButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconKeyboard size={16} aria-hidden />}
      onClick={onClick}
      aria-keyshortcuts="?"
    >
      Keyboard shortcuts
    </Button>
  );
}
