import { Accordion, Anchor, Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type {
  SaleResultBidderFieldsFragment,
  SaleResultItemFieldsFragment,
} from '../../../__generated__/graphql';
import { formatMoney } from '../../../ui/moneyFormat';

export type ResultBidder = SaleResultBidderFieldsFragment;

export interface BidderResultsProps {
  rows: readonly { bidder: ResultBidder; items: SaleResultItemFieldsFragment[] }[];
  symbol: string;
  /** The selected lots by ref, on any page. */
  selected: { has: (lotRef: string) => boolean };
  onSelect: (lotRefs: readonly string[], on: boolean) => void;
  onFeedback: (lotRef: string) => void;
}

const name = (b: ResultBidder) => `${b.lastName}, ${b.firstName}`;

function FeedbackCell({
  item,
  onFeedback,
}: {
  item: SaleResultItemFieldsFragment;
  onFeedback: (lotRef: string) => void;
}) {
  const label = item.feedback ? 'Edit Feedback' : 'Leave Feedback';
  return (
    <Group gap="xs" wrap="nowrap">
      {item.feedback ? (
        <Badge
          color={item.feedback.type === 'POSITIVE' ? 'teal' : 'red'}
          variant="light"
          title={item.feedback.message}
        >
          {item.feedback.type === 'POSITIVE' ? 'Positive' : 'Negative'}
        </Badge>
      ) : null}
      {item.canLeaveFeedback ? (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onFeedback(item.lotRef)}
          aria-label={`${label} for lot ${item.lotNumber}`}
        >
          {label}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * A page of the winning bidders, sorted by last name, each an expandable table of their lots (sales
 * §2 Sale results): amounts, the latest dispute's status linking to the dispute page, feedback, and a
 * checkbox per lot for Open New File and bulk feedback.
 */
export function BidderResults({ rows, symbol, selected, onSelect, onFeedback }: BidderResultsProps) {
  return (
    <Accordion multiple variant="separated" chevronPosition="left">
      {rows.map(({ bidder, items }) => {
        const refs = items.map((i) => i.lotRef);
        const all = refs.length > 0 && refs.every((r) => selected.has(r));
        const some = refs.some((r) => selected.has(r));
        return (
          <Accordion.Item key={bidder.id} value={bidder.id}>
            {/* Named by what it shows: name, e-mail, lots and total (WCAG 2.5.3 Label in Name). */}
            <Accordion.Control>
              <Group justify="space-between" wrap="wrap" pr="sm">
                <Group gap="sm">
                  <Text fw={600}>{name(bidder)}</Text>
                  <Text size="sm" c="dimmed">
                    {bidder.email}
                  </Text>
                  {bidder.isFloor ? <Badge variant="outline">Floor</Badge> : null}
                </Group>
                <Text size="sm">
                  {bidder.totals.lotCount} lot{bidder.totals.lotCount === 1 ? '' : 's'} ·{' '}
                  {formatMoney(bidder.totals.payable, symbol)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Table.ScrollContainer minWidth={800}>
                <Table striped aria-label={`Lots won by ${name(bidder)}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Checkbox
                          aria-label={`Select all lots of ${name(bidder)}`}
                          checked={all}
                          indeterminate={some && !all}
                          onChange={(event) => onSelect(refs, event.currentTarget.checked)}
                        />
                      </Table.Th>
                      <Table.Th>Lot</Table.Th>
                      <Table.Th>Title</Table.Th>
                      <Table.Th ta="right">Hammer</Table.Th>
                      <Table.Th ta="right">Premium</Table.Th>
                      <Table.Th ta="right">Live fee</Table.Th>
                      <Table.Th ta="right">Payable</Table.Th>
                      <Table.Th>Dispute</Table.Th>
                      <Table.Th>Feedback</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((item) => (
                      <Table.Tr key={item.lotRef}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Select lot ${item.lotNumber}`}
                            checked={selected.has(item.lotRef)}
                            onChange={(event) => onSelect([item.lotRef], event.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>{item.lotNumber}</Table.Td>
                        <Table.Td>{item.title}</Table.Td>
                        <Table.Td ta="right">{formatMoney(item.hammer, symbol)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(item.premium, symbol)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(item.liveFee, symbol)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(item.payable, symbol)}</Table.Td>
                        <Table.Td>
                          {item.dispute ? (
                            <Anchor component={Link} to={`/customers/dispute/${item.dispute.ref}`} size="sm">
                              {item.dispute.description}
                            </Anchor>
                          ) : (
                            <Text size="sm" c="dimmed">
                              None
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <FeedbackCell item={item} onFeedback={onFeedback} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
