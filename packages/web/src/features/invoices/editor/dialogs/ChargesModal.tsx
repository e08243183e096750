import { useQuery } from '@apollo/client/react';
import { Modal, Text } from '@mantine/core';
import { EditorInvoicesDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../app/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../../ui/LoadingState';
import { ChargesForm } from './ChargesForm';

const invoicesQuery = toDocument(EditorInvoicesDocument);

export interface ChargesModalProps {
  invoiceGroupId: string;
  /** The invoices the modal steps through (all, the selection, or one), in screen order. */
  queue: readonly string[];
  currentId: string;
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
  queue,
  currentId,
  showLiveFee,
  perLot,
  onMove,
  onClose,
}: ChargesModalProps) {
  const index = Math.max(0, queue.indexOf(currentId));
  const { data, loading, error, refetch } = useQuery(invoicesQuery, {
    variables: { invoiceGroupId, invoiceIds: [currentId], page: 1, pageSize: 1 },
  });
  const invoice = data?.invoiceGroupEditor?.invoices.items[0];
  const name = invoice ? `${invoice.firstName} ${invoice.lastName}`.trim() : '';

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={invoice ? `Add/Edit Charges · Invoice #${invoice.id}` : 'Add/Edit Charges'}
    >
      {queue.length > 1 ? (
        <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
          Invoice {index + 1} of {queue.length}
          {name ? ` · ${name}` : ''}
        </Text>
      ) : name ? (
        <Text size="sm" c="dimmed" mb="sm">
          {name}
        </Text>
      ) : null}
      {invoice ? (
        <ChargesForm
          key={invoice.id}
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
        />
      ) : loading ? (
        <ListSkeleton rows={1} label="Loading the invoice" />
      ) : (
        <ErrorBanner
          message={error ? LOAD_FAILED_MESSAGE : 'This invoice is not in the group.'}
          onRetry={error ? () => void refetch() : undefined}
        />
      )}
    </Modal>
  );
}
