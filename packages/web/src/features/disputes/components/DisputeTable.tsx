import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DisputeRowFieldsFragment } from '../../../__generated__/graphql';
import { disputePath, formatDisputeDate } from '../model/disputeParams';

export interface DisputeTableProps {
  disputes: readonly DisputeRowFieldsFragment[];
  /** Selection: omitted for a read-only table. */
  selected?: ReadonlySet<string>;
  onToggle?: (id: string, checked: boolean) => void;
  caption: string;
}

/**
 * The disputes' checkbox table (sales §2 View Disputes, confirm page "View Open Disputes"): a row's
 * box is enabled only when the caller may select it (non-super users: open disputes; sales §5).
 */
export function DisputeTable({ disputes, selected, onToggle, caption }: DisputeTableProps) {
  const selectable = disputes.filter((d) => d.selectable);
  const allChecked =
    selected !== undefined && selectable.length > 0 && selectable.every((d) => selected.has(d.id));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {selected ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all disputes"
                  checked={allChecked}
                  disabled={selectable.length === 0}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    for (const d of selectable) onToggle?.(d.id, checked);
                  }}
                />
              </Table.Th>
            ) : null}
            <Table.Th>Dispute</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Bidder</Table.Th>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Sale</Table.Th>
            <Table.Th>Opened</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {disputes.map((d) => (
            <Table.Tr key={d.id}>
              {selected ? (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select dispute ${d.ref}`}
                    checked={selected.has(d.id)}
                    disabled={!d.selectable}
                    onChange={(e) => onToggle?.(d.id, e.currentTarget.checked)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Anchor component={Link} to={disputePath(d.ref)} size="sm">
                  {d.ref}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={d.isOpen ? 'orange' : 'gray'}>
                  {d.statusDescription}
                </Badge>
              </Table.Td>
              <Table.Td>
                {d.bidder.firstName} {d.bidder.lastName}
                {d.bidder.isEbay ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (eBay)
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {d.lot.number}: {d.lot.title}
              </Table.Td>
              <Table.Td>{d.catalog.title}</Table.Td>
              <Table.Td>{formatDisputeDate(d.openedAt)}</Table.Td>
              <Table.Td>{d.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
