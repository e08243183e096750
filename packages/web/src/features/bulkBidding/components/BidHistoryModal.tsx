import { BULK_BIDDING_MESSAGES } from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { BulkBidHistoryDocument, CancelBulkBidDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { formatSaleMoney } from '../../../ui/moneyFormat';
import { formatZonedDateTime } from '../../../ui/zonedDateTime';

const historyQuery = toDocument(BulkBidHistoryDocument);
const cancelMutation = toDocument(CancelBulkBidDocument);

export interface BidHistoryModalProps {
  catalogRef: string;
  lotRef: string | null;
  timeZone: string;
  canCancelBids: boolean;
  onClose: () => void;
  /** After a cancel: the page reloads its lots and cancel count. */
  onCancelled: () => void;
}

/**
 * A lot's bid history (sales §3 Bid history entry), newest first; the house's own bids can be
 * cancelled while the cancel count is under 10 (sales §4).
 */
export function BidHistoryModal({
  catalogRef,
  lotRef,
  timeZone,
  canCancelBids,
  onClose,
  onCancelled,
}: BidHistoryModalProps) {
  const { data, loading, error, refetch } = useQuery(historyQuery, {
    variables: { catalogRef, lotRefs: lotRef ? [lotRef] : [] },
    skip: !lotRef,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const [cancel, { loading: cancelling }] = useMutation(cancelMutation);
  const [cancelFailed, setCancelFailed] = useState(false);
  const lot = data?.bulkBiddingLots?.[0];

  async function cancelBid(orderBidRef: string) {
    if (!lotRef) return;
    setCancelFailed(false);
    try {
      const res = await cancel({ variables: { input: { catalogRef, lotRef, orderBidRef } } });
      notifications.show({
        color: 'teal',
        message: res.data?.cancelBulkBid.message ?? BULK_BIDDING_MESSAGES.cancelled,
      });
      await refetch();
      onCancelled();
    } catch {
      setCancelFailed(true);
    }
  }

  let body;
  if (loading && !lot) body = <ListSkeleton rows={3} label="Loading the bid history" />;
  else if (!lot?.bidHistory || (error && !lot))
    body = <ErrorBanner message={BULK_BIDDING_MESSAGES.historyFailed} onRetry={() => void refetch()} />;
  else if (lot.bidHistory.length === 0) body = <Text size="sm">No bids on this lot.</Text>;
  else
    body = (
      <Table aria-label="Bid history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bidder</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Amount</Table.Th>
            {/* The cancel buttons' column: a header cell needs a name (axe empty-table-header). */}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lot.bidHistory.map((bid) => (
            <Table.Tr key={bid.orderBidRef}>
              <Table.Td>
                {bid.bidder}{' '}
                {bid.ownBid ? (
                  <Badge size="xs" variant="light">
                    House
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{formatZonedDateTime(bid.time, timeZone)}</Table.Td>
              <Table.Td>
                {formatSaleMoney(bid.bidAmount)} {bid.bidType === 'MAX_BID' ? '(max)' : ''}
              </Table.Td>
              <Table.Td>
                {bid.ownBid ? (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={!canCancelBids}
                    loading={cancelling}
                    onClick={() => void cancelBid(bid.orderBidRef)}
                  >
                    Cancel bid
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Modal
      opened={Boolean(lotRef)}
      onClose={onClose}
      title={lot ? `Bid history: lot ${lot.displayLotNumber}` : 'Bid history'}
      size="lg"
    >
      <Stack gap="sm">
        {cancelFailed ? (
          <ErrorBanner
            message={BULK_BIDDING_MESSAGES.cancelUnavailable}
            onClose={() => setCancelFailed(false)}
          />
        ) : null}
        {!canCancelBids ? (
          <Text size="xs" c="dimmed">
            Bids can be cancelled only while fewer than 10 were cancelled.
          </Text>
        ) : null}
        {body}
      </Stack>
    </Modal>
  );
}
