import { Anchor, Badge, Button, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import type { BulkBiddingLotFieldsFragment } from '../../../__generated__/graphql';
import { formatSaleMoney } from '../../../ui/moneyFormat';
import { bidOptions, leadingBidderText, lotStatusText, type Selection } from '../model/bulkBiddingModel';

export interface LotTableProps {
  lots: readonly BulkBiddingLotFieldsFragment[];
  timeZone: string;
  selection: Selection;
  onBid: (lotRef: string, amount: string | null) => void;
  onHistory: (lotRef: string) => void;
}

const STATUS_COLOR = { CLOSED: 'gray', EXTENDED: 'orange', OPEN: 'teal' } as const;

const estimate = (lot: BulkBiddingLotFieldsFragment) =>
  lot.estimateLow || lot.estimateHigh
    ? `${formatSaleMoney(lot.estimateLow)} – ${formatSaleMoney(lot.estimateHigh)}`
    : '—';

interface LotRowProps {
  lot: BulkBiddingLotFieldsFragment;
  timeZone: string;
  /** The bid chosen for the lot ('' for none). */
  bid: string;
  onBid: (lotRef: string, amount: string | null) => void;
  onHistory: (lotRef: string) => void;
}

/** One lot; memoised so choosing a bid re-renders only its row (each holds up to 51 bid options). */
const LotRow = memo(function LotRow({ lot, timeZone, bid, onBid, onHistory }: LotRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={lot.lotUrl}>
          {lot.displayLotNumber}
        </Anchor>
      </Table.Td>
      <Table.Td maw={280}>
        <Text size="sm" lineClamp={2}>
          {lot.description}
        </Text>
        <Text size="xs" c="dimmed">
          {lot.consignor}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[lot.status]} variant="light">
          {lotStatusText({ status: lot.status, endTime: null }, timeZone)}
        </Badge>
        {lot.status !== 'CLOSED' ? (
          <Text size="xs" c="dimmed">
            {lotStatusText(lot, timeZone).split(' · ')[1] ?? ''}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{estimate(lot)}</Table.Td>
      <Table.Td>{lot.reserve ? formatSaleMoney(lot.reserve) : '—'}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{lot.currentBid ? formatSaleMoney(lot.currentBid) : '—'}</Text>
          <Text size="xs" c="dimmed">
            {lot.bidCount} {lot.bidCount === 1 ? 'bid' : 'bids'}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{lot.maxBid ? formatSaleMoney(lot.maxBid) : '—'}</Text>
          {lot.maxBidder ? (
            <Text size="xs" c="dimmed">
              {leadingBidderText(lot.maxBidder, lot.maxBidderChannel)}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td miw={150}>
        <NativeSelect
          aria-label={`New bid for lot ${lot.displayLotNumber}`}
          disabled={lot.isClosed}
          data={[
            { value: '', label: lot.isClosed ? 'Closed' : 'No bid' },
            ...bidOptions(lot.bidChoices, bid).map((amount) => ({
              value: amount,
              label: formatSaleMoney(amount),
            })),
          ]}
          value={bid}
          onChange={(event) => onBid(lot.lotRef, event.currentTarget.value || null)}
          size="xs"
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="subtle"
          disabled={lot.bidCount === 0}
          onClick={() => onHistory(lot.lotRef)}
          aria-label={`Bid history of lot ${lot.displayLotNumber}`}
        >
          History ({lot.bidCount})
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * The lot table of sales §2/§4 Bulk bidding: status (Closed, Extended, Open with end time),
 * estimates, reserve, current and max bid, a bid choice of up to 50 increments (sales §9) and the
 * bid history. One page of rows at a time (the page pages them).
 */
export const LotTable = memo(function LotTable({
  lots,
  timeZone,
  selection,
  onBid,
  onHistory,
}: LotTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Lots">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Estimate</Table.Th>
            <Table.Th>Reserve</Table.Th>
            <Table.Th>Current Bid</Table.Th>
            <Table.Th>Max Bid</Table.Th>
            <Table.Th>New Bid</Table.Th>
            <Table.Th>Bid History</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.map((lot) => (
            <LotRow
              key={lot.lotRef}
              lot={lot}
              timeZone={timeZone}
              bid={selection.get(lot.lotRef) ?? ''}
              onBid={onBid}
              onHistory={onHistory}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
