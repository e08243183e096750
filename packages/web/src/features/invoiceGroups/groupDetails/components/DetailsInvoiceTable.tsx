import { ActionIcon, Anchor, Box, Checkbox, Group, Menu, Table, Text } from '@mantine/core';
import { memo, useDeferredValue, useMemo, useRef } from 'react';
import { IconCash, IconMail, IconNote, IconReceiptOff, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DetailsInvoiceFieldsFragment } from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../ui/moneyFormat';
import { PageSelectCheckbox } from '../../../../ui/PageSelectCheckbox';
import { truncateName } from '../../../../ui/truncate';
import { TruncatedText } from '../../../../ui/TruncatedText';
import { SpacerRow, useVirtualRows } from '../../../../ui/virtualRows';
import {
  invoiceScreenLinks,
  InvoiceStatusBadge,
  invoiceTableClasses as classes,
  shippedActionLabel,
  ShipStatusBadge,
} from '../../../invoices';
import { LazyMenu } from '../../../../ui/LazyMenu';
import { UnpaidItemsNextStep } from '../../../unpaidItems';
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

interface DetailsRowProps {
  row: DetailsInvoiceFieldsFragment;
  /** 1-based among the page's rows and the header (aria-rowindex). */
  rowIndex: number;
  index: number;
  selected: boolean;
  showPaddle: boolean;
  links: ReturnType<typeof invoiceScreenLinks>;
  actions: DetailsRowActions;
  onSelectedChange: (ids: readonly string[], selected: boolean) => void;
  measure: (row: HTMLElement | null) => void;
}

/** One invoice; memoised so ticking a box re-renders only its row (a page holds up to 200). */
const DetailsRow = memo(function DetailsRow({
  row,
  rowIndex,
  index,
  selected,
  showPaddle,
  links,
  actions,
  onSelectedChange,
  measure,
}: DetailsRowProps) {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return (
    <Table.Tr data-selected={selected || undefined} aria-rowindex={rowIndex} data-index={index} ref={measure}>
      <Table.Td>
        <Checkbox
          aria-label={`Select invoice ${row.id}`}
          checked={selected}
          onChange={(event) => onSelectedChange([row.id], event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={links.preview([row.id])} size="sm" fw={600}>
          {row.id}
        </Anchor>
        {/* Native titles, not Mantine tooltips: a page can hold 200 rows. */}
        {row.hasRestrictedItems ? (
          <Text
            span
            c="orange"
            fw={700}
            aria-label="has restricted items"
            title="Has restricted items"
            ml={2}
          >
            *
          </Text>
        ) : null}
      </Table.Td>
      {showPaddle ? <Table.Td>{row.paddleNumber ?? ''}</Table.Td> : null}
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <TruncatedText text={name} truncate={truncateName} size="sm" />
          <Text size="xs" c="dimmed">
            {row.channel}
          </Text>
          {row.hasNote ? (
            <span title={row.note ?? 'Note'} style={{ display: 'inline-flex' }}>
              <IconNote size={14} aria-label="Has an internal note" color="var(--mantine-color-orange-7)" />
            </span>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td className={classes.money}>{formatMoney(row.invoiceTotal)}</Table.Td>
      <Table.Td className={classes.money}>{formatMoney(row.outstandingBalance)}</Table.Td>
      <Table.Td>
        <InvoiceStatusBadge status={row.invoiceStatus} label={row.invoiceStatusLabel} />
        {/* The automation's next step, wrapping (the table's cells do not) within a width, so the
            sentence neither runs over the next columns nor pushes the actions out of view; its
            timeline opens on the invoice's editor (Edit Invoice). */}
        {row.unpaidItems ? (
          <Box maw={300} mt={2} style={{ whiteSpace: 'normal' }}>
            <UnpaidItemsNextStep timeline={row.unpaidItems} size="xs" />
          </Box>
        ) : null}
      </Table.Td>
      <Table.Td>
        <ShipStatusBadge status={row.shipStatus} label={row.shipStatusLabel} />
      </Table.Td>
      <Table.Td>
        <BatchEligibility eligible={row.batchChargeEligible} label={row.batchChargeStatusLabel} />
      </Table.Td>
      <Table.Td>
        <RowActions row={row} name={name} editHref={links.edit([row.id])} {...actions} />
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * The group details table (invoicing §2.3): one page of invoices with their statuses and actions.
 * Pages of 100 and 200 render the rows near the window only (ui/virtualRows); aria-rowcount and
 * aria-rowindex keep their place for assistive technology.
 */
export function DetailsInvoiceTable(props: DetailsInvoiceTableProps) {
  const { selected, invoiceGroupId, onSelectedChange } = props;
  // Another filter's or page's rows draw in a background render that yields to the browser: drawn
  // with the answer, a window of new rows was a task of 70-85 ms.
  const rows = useDeferredValue(props.rows);
  const links = useMemo(() => invoiceScreenLinks(invoiceGroupId), [invoiceGroupId]);
  // The row actions through a ref: the parent's handlers are new on each render, the rows stay memoised.
  const latest = useRef<DetailsRowActions>(props);
  latest.current = props;
  const actions = useMemo<DetailsRowActions>(
    () => ({
      onContact: (id) => latest.current.onContact(id),
      onNote: (id) => latest.current.onNote(id),
      onMarkPaid: (id) => latest.current.onMarkPaid(id),
      onMarkNotPaid: (id) => latest.current.onMarkNotPaid(id),
      onShipped: (id) => latest.current.onShipped(id),
    }),
    [],
  );
  const pageIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const virtual = useVirtualRows(rows.length, 45);
  const columns = props.showPaddle ? 10 : 9;
  return (
    <Table.ScrollContainer minWidth={1080} type="native">
      <Table
        ref={virtual.tableRef}
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        highlightOnHover
        aria-label="Invoices"
        aria-rowcount={rows.length + 1}
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th w={36}>
              <PageSelectCheckbox
                label="Select the invoices of this page"
                pageIds={pageIds}
                selected={selected}
                onChange={onSelectedChange}
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
          <SpacerRow height={virtual.before} columns={columns} />
          {virtual.indexes.map((index) => {
            const row = rows[index];
            if (!row) return null;
            return (
              <DetailsRow
                key={row.id}
                row={row}
                index={index}
                rowIndex={index + 2}
                selected={selected.has(row.id)}
                showPaddle={props.showPaddle}
                links={links}
                actions={actions}
                onSelectedChange={onSelectedChange}
                measure={virtual.measure}
              />
            );
          })}
          <SpacerRow height={virtual.after} columns={columns} />
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
      <ActionIcon
        variant="subtle"
        aria-label={`Contact ${name}`}
        title="Contact"
        onClick={() => on.onContact(row.id)}
      >
        <IconMail size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`${row.hasNote ? 'Update' : 'Add'} note of invoice ${row.id}`}
        title={row.hasNote ? 'Update Note' : 'Add Note'}
        onClick={() => on.onNote(row.id)}
      >
        <IconNote size={16} />
      </ActionIcon>
      {/* A Mantine menu per row is heavy to mount on 200 rows: it mounts on the first click. */}
      <LazyMenu label={`More actions for invoice ${row.id}`}>
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
      </LazyMenu>
    </Group>
  );
}
