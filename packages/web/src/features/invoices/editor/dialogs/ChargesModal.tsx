import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Group, Modal, Text } from '@mantine/core';
import { EditorInvoicesDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../../ui/ErrorBanner';
import {
  ShortcutHelpButton,
  ShortcutHelpDialog,
  useShortcutHelp,
} from '../../../../ui/keyboard/ShortcutHelpDialog';
import { GRID_SHORTCUTS, type Shortcut } from '../../../../ui/keyboard/shortcuts';
import { ListSkeleton } from '../../../../ui/LoadingState';
import { ChargesForm } from './ChargesForm';

const invoicesQuery = toDocument(EditorInvoicesDocument);

/** The charges modal's keys (its help dialog, opened with "?"). */
export const CHARGES_SHORTCUTS: readonly Shortcut[] = [
  ...GRID_SHORTCUTS,
  { keys: ['Ctrl', 'Enter'], combo: true, action: 'Save & Next (Save & Close on the last invoice)' },
  { keys: ['Esc'], action: 'On a cell (not while editing): close without saving' },
];

export interface ChargesModalProps {
  invoiceGroupId: string;
  /**
   * The invoices the modal steps through (all, the selection, or one), in screen order; null while
   * they are read from the server (all of a large group's), or `error` when that failed.
   */
  queue: readonly string[] | null;
  queueError?: boolean;
  /** The invoice shown; the queue's first when null. */
  currentId: string | null;
  showLiveFee: boolean;
  perLot: boolean;
  onMove: (invoiceId: string) => void;
  onClose: () => void;
}

/**
 * Add/Edit Charges (invoicing §2.2): one invoice at a time with Previous, Save & Next and Save &
 * Close. The invoice is read on its own, so Save & Next can go past the screen's page.
 */
export function ChargesModal({
  invoiceGroupId,
  queue: listed,
  queueError = false,
  currentId: asked,
  showLiveFee,
  perLot,
  onMove,
  onClose,
}: ChargesModalProps) {
  const queue = listed ?? [];
  const currentId = asked && queue.includes(asked) ? asked : (queue[0] ?? null);
  const index = currentId ? queue.indexOf(currentId) : 0;
  const { data, loading, error, refetch } = useQuery(invoicesQuery, {
    variables: { invoiceGroupId, invoiceIds: currentId ? [currentId] : [], page: 1, pageSize: 1 },
    skip: !currentId,
  });
  const invoice = data?.invoiceGroupEditor?.invoices.items[0];
  const name = invoice ? `${invoice.firstName} ${invoice.lastName}`.trim() : '';
  const help = useShortcutHelp();
  /** Each "Take theirs" starts the form again from the invoice as it now is. */
  const [restarts, setRestarts] = useState(0);

  return (
    <Modal
      opened
      onClose={onClose}
      // Escape belongs to the help dialog while it is open over this one.
      closeOnEscape={!help.opened}
      size="xl"
      title={invoice ? `Add/Edit Charges · Invoice #${invoice.id}` : 'Add/Edit Charges'}
    >
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        {queue.length > 1 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            Invoice {index + 1} of {queue.length}
            {name ? ` · ${name}` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {name}
          </Text>
        )}
        <ShortcutHelpButton onClick={help.open} />
      </Group>
      <ShortcutHelpDialog
        opened={help.opened}
        onClose={help.close}
        context="Add/Edit Charges"
        shortcuts={CHARGES_SHORTCUTS}
      />
      {invoice ? (
        <ChargesForm
          key={`${invoice.id}:${restarts}`}
          invoice={invoice}
          showLiveFee={showLiveFee}
          perLot={perLot}
          hasPrevious={index > 0}
          hasNext={index < queue.length - 1}
          onPrevious={() => onMove(queue[index - 1]!)}
          onDone={(then) =>
            then === 'next' && index < queue.length - 1 ? onMove(queue[index + 1]!) : onClose()
          }
          onCancel={onClose}
          onTakeTheirs={() => setRestarts((n) => n + 1)}
        />
      ) : loading || (listed === null && !queueError) ? (
        <ListSkeleton rows={1} label="Loading the invoice" />
      ) : (
        <ErrorBanner
          message={error || queueError ? LOAD_FAILED_MESSAGE : 'This invoice is not in the group.'}
          onRetry={error ? () => void refetch() : undefined}
        />
      )}
    </Modal>
  );
}
