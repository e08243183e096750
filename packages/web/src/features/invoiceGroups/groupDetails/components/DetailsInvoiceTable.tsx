import { ActionIcon, Anchor, Checkbox, Group, Menu, Table, Text, Tooltip } from '@mantine/core';
import {
  IconCash,
  IconDots,
  IconMail,
  IconNote,
  IconReceiptOff,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DetailsInvoiceFieldsFragment } from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../ui/moneyFormat';
import { PageSelectCheckbox } from '../../../../ui/PageSelectCheckbox';
import { truncateName } from '../../../../ui/truncate';
import { TruncatedText } from '../../../../ui/TruncatedText';
import {
  invoiceScreenLinks,
  InvoiceStatusBadge,
  invoiceTableClasses as classes,
  shippedActionLabel,
  ShipStatusBadge,
} from '../../../invoices';
import { BatchEligibility } from './BatchEligibility';

export interface DetailsRowActions {
  onContact: (invoiceId: string) => void;
  onNote: (invoiceId: string) => void;
  onMarkPaid: (invoiceId: string) => void;
  onMarkNotPaid: (invoiceId: string) => void;
  onShipped: (invoiceId: string) => void;
}

export interface DetailsInvoiceTableProps extends DetailsRowActions {
  invoiceGroupId: string;
  rows: readonly DetailsInvoiceFieldsFragment[];
  showPaddle: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: readonly string[], selected: boolean) => void;
}

/** The group details table (invoicing §2.3): one page of invoices with their statuses and actions. */
export function DetailsInvoiceTable(props: DetailsInvoiceTableProps) {
  const { rows, selected } = props;
  const links = invoiceScreenLinks(props.invoiceGroupId);
  return (
    <Table.ScrollContainer minWidth={1080} type="native">
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        highlightOnHover
        aria-label="Invoices"
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <PageSelectCheckbox
                label="Select the invoices of this page"
                pageIds={rows.map((r) => r.id)}
                selected={selected}
                onChange={props.onSelectedChange}
              />
            </Table.Th>
            <Table.Th scope="col">Invoice #</Table.Th>
            {props.showPaddle ? <Table.Th scope="col">Paddle</Table.Th> : null}
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" className={classes.money}>
              Invoice Total
            </Table.Th>
            <Table.Th scope="col" className={classes.money}>
              Balance
            </Table.Th>
            <Table.Th scope="col">Invoice Status</Table.Th>
            <Table.Th scope="col">Ship/Pickup Status</Table.Th>
            <Table.Th scope="col">Batch Charge</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`.trim();
            return (
              <Table.Tr key={row.id} data-selected={selected.has(row.id) || undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select invoice ${row.id}`}
                    checked={selected.has(row.id)}
                    onChange={(event) => props.onSelectedChange([row.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={links.preview([row.id])} size="sm" fw={600}>
                    {row.id}
                  </Anchor>
                  {row.hasRestrictedItems ? (
                    <Tooltip label="Has restricted items">
                      <Text span c="orange.8" fw={700} aria-label="has restricted items" ml={2}>
                        *
                      </Text>
                    </Tooltip>
                  ) : null}
                </Table.Td>
                {props.showPaddle ? <Table.Td>{row.paddleNumber ?? ''}</Table.Td> : null}
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <TruncatedText text={name} truncate={truncateName} size="sm" />
                    <Text size="xs" c="dimmed">
                      {row.channel}
                    </Text>
                    {row.hasNote ? (
                      <Tooltip label={row.note ?? 'Note'} multiline maw={320}>
                        <IconNote
                          size={14}
                          aria-label="Has an internal note"
                          color="var(--mantine-color-orange-7)"
                        />
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td className={classes.money}>{formatMoney(row.invoiceTotal)}</Table.Td>
                <Table.Td className={classes.money}>{formatMoney(row.outstandingBalance)}</Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={row.invoiceStatus} label={row.invoiceStatusLabel} />
                </Table.Td>
                <Table.Td>
                  <ShipStatusBadge status={row.shipStatus} label={row.shipStatusLabel} />
                </Table.Td>
                <Table.Td>
                  <BatchEligibility eligible={row.batchChargeEligible} label={row.batchChargeStatusLabel} />
                </Table.Td>
                <Table.Td>
                  <RowActions row={row} name={name} editHref={links.edit([row.id])} {...props} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowActions({
  row,
  name,
  editHref,
  ...on
}: DetailsRowActions & { row: DetailsInvoiceFieldsFragment; name: string; editHref: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor component={Link} to={editHref} size="sm" className={classes.nowrap}>
        Edit Invoice
      </Anchor>
      <Tooltip label="Contact">
        <ActionIcon variant="subtle" aria-label={`Contact ${name}`} onClick={() => on.onContact(row.id)}>
          <IconMail size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={row.hasNote ? 'Update Note' : 'Add Note'}>
        <ActionIcon
          variant="subtle"
          aria-label={`${row.hasNote ? 'Update' : 'Add'} note of invoice ${row.id}`}
          onClick={() => on.onNote(row.id)}
        >
          <IconNote size={16} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for invoice ${row.id}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {row.canMarkPaid ? (
            <Menu.Item leftSection={<IconCash size={16} />} onClick={() => on.onMarkPaid(row.id)}>
              Mark as Paid
            </Menu.Item>
          ) : null}
          {row.canMarkNotPaid ? (
            <Menu.Item leftSection={<IconReceiptOff size={16} />} onClick={() => on.onMarkNotPaid(row.id)}>
              Mark as Not Paid
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconTruckDelivery size={16} />} onClick={() => on.onShipped(row.id)}>
            {shippedActionLabel({ pickup: row.deliveryMode === 'PICKUP', shipped: row.isShipped })}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
