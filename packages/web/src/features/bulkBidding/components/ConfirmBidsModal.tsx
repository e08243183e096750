import { Table, Text } from '@mantine/core';
import type { BulkBiddingLotFieldsFragment } from '../../../__generated__/graphql';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatSaleMoney } from '../../../ui/moneyFormat';

export interface ConfirmBidsModalProps {
  opened: boolean;
  title: string;
  /** The selected lots' fresh data (sales §4: fetched when Place is pressed). */
  lots: readonly BulkBiddingLotFieldsFragment[];
  amounts: ReadonlyMap<string, string>;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** sales §4: the confirm modal of the selected bids, with each lot's current bid and the new bid. */
export function ConfirmBidsModal({
  opened,
  title,
  lots,
  amounts,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmBidsModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title={title}
      actionLabel="Confirm"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Text size="sm" mb="xs">
        Place these bids?
      </Text>
      <Table aria-label="Bids to place">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Current Bid</Table.Th>
            <Table.Th>New Bid</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.map((lot) => (
            <Table.Tr key={lot.lotRef}>
              <Table.Td>
                {lot.displayLotNumber}
                {lot.isClosed ? ' (Closed)' : ''}
              </Table.Td>
              <Table.Td>{lot.currentBid ? formatSaleMoney(lot.currentBid) : '—'}</Table.Td>
              <Table.Td>{formatSaleMoney(amounts.get(lot.lotRef))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ConfirmModal>
  );
}
