import { Link } from 'react-router';
import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type {
  EditorInvoiceHeadFieldsFragment,
  EditorLineFieldsFragment,
  LineShippingStatusFieldsFragment,
} from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../ui/moneyFormat';
import { disputeUrl } from '../editorParams';
import { lineColumns, OTHER_COLUMN_TOOLTIP, type LineColumn, type LineColumnId } from '../lineColumns';
import { RESTRICTED_ITEM_NOTE } from '../restricted';
import { LineShippingStatus, ShippingStatusContent } from './LineShippingStatus';
import classes from './LineTable.module.css';

export interface LineTableProps {
  invoice: EditorInvoiceHeadFieldsFragment;
  /** The lines shown: the card's first ones, or all of them (with their Shipping Status when read). */
  lines: readonly TableLine[];
  showLiveFee: boolean;
  shippingFeature: boolean;
  renderMenu: (line: EditorLineFieldsFragment) => ReactNode;
}

/** A line, with its Shipping Status when the query that brought it asked for it. */
export type TableLine = EditorLineFieldsFragment &
  Partial<Pick<LineShippingStatusFieldsFragment, 'shippingStatus'>>;

const rowClass = `${Table.classes.tr} mantine-Table-tr ${classes.row}`;
const cellClass = `${Table.classes.td} mantine-Table-td`;
const moneyCellClass = `${cellClass} ${classes.money}`;
const menuCellClass = `${cellClass} ${classes.menuCell}`;

type MoneyKey = 'hammer' | 'premium' | 'liveFee' | 'tax' | 'shipping' | 'insurance' | 'other' | 'total';

function header(column: LineColumn): ReactNode {
  if (column.id !== 'other') return column.label;
  return (
    <Tooltip label={OTHER_COLUMN_TOOLTIP} multiline maw={260}>
      <Group
        gap={4}
        wrap="nowrap"
        justify="flex-end"
        component="span"
        tabIndex={0}
        aria-label={`Other: ${OTHER_COLUMN_TOOLTIP}`}
      >
        Other
        <IconInfoCircle size={14} aria-hidden />
      </Group>
    </Tooltip>
  );
}

function cell(id: LineColumnId, line: TableLine): ReactNode {
  switch (id) {
    case 'session':
      return line.sessionIdentifier;
    case 'lot':
      return (
        // A native title, not a Mantine tooltip: a page of invoices holds hundreds of lines.
        <Anchor
          href={line.lotUrl}
          target="_blank"
          rel="noopener"
          size="sm"
          title={line.lotTitle}
          aria-label={`Lot ${line.lotNumber}: ${line.lotTitle}`}
        >
          {line.lotNumber}
          {line.restricted ? '*' : ''}
        </Anchor>
      );
    case 'disputes':
      return line.disputeRef ? (
        <Anchor component={Link} to={disputeUrl(line.disputeRef)} size="sm">
          View
        </Anchor>
      ) : null;
    case 'status':
      return line.statusLabel;
    case 'shippingStatus':
      // From the line itself when its query brought it (no cache watch per line), else the cache.
      return line.shippingStatus !== undefined ? (
        <ShippingStatusContent status={line.shippingStatus} />
      ) : (
        <LineShippingStatus lineId={line.id} />
      );
    default:
      return formatMoney(line.amounts[id as MoneyKey]);
  }
}

/** An invoice's lines with every column of invoicing §2.2 and the three footer rows. */
export function LineTable({ invoice, lines, showLiveFee, shippingFeature, renderMenu }: LineTableProps) {
  const columns = lineColumns({ anyLiveFee: showLiveFee, shippingFeature });
  const moneyIndex = (id: LineColumnId) => columns.findIndex((c) => c.id === id);
  const span = columns.length + 1;
  const add = invoice.invoiceAdditionalCharges;

  /** A footer row: a label spanning the leading columns, then values under their columns. */
  function footerRow(label: string, values: Partial<Record<LineColumnId, ReactNode>>) {
    const first = Math.min(...Object.keys(values).map((id) => moneyIndex(id as LineColumnId)));
    return (
      <Table.Tr>
        <Table.Th colSpan={first} scope="row" className={classes.footerLabel}>
          {label}
        </Table.Th>
        {columns.slice(first).map((column) => (
          <Table.Td key={column.id} className={column.money ? classes.money : undefined}>
            {values[column.id] ?? null}
          </Table.Td>
        ))}
        <Table.Td />
      </Table.Tr>
    );
  }

  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        className={classes.table}
        aria-label={`Lines of invoice ${invoice.id}`}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} className={column.money ? classes.money : undefined} scope="col">
                {header(column)}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <span className={classes.srOnly}>Line actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            // Plain cells with Mantine's table classes: a page of cards draws hundreds of lines, and a
            // Table.Td each (its props, context and styles) was a large part of drawing one.
            <tr key={line.id} data-hidden={line.hidden || undefined} data-with-row-border className={rowClass}>
              {columns.map((column) => (
                <td key={column.id} className={column.money ? moneyCellClass : cellClass}>
                  {cell(column.id, line)}
                  {column.id === 'lot' && line.hidden ? (
                    <Badge size="xs" variant="outline" color="gray" ml={6}>
                      Hidden
                    </Badge>
                  ) : null}
                </td>
              ))}
              <td className={menuCellClass}>{renderMenu(line)}</td>
            </tr>
          ))}
          {lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <Text size="sm" c="dimmed">
                  This invoice has no lines.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
        <Table.Tfoot>
          {footerRow('Total Taxes and Fees', { total: formatMoney(invoice.totalTaxesAndFees) })}
          {footerRow('Total Additional Taxes and Fees', {
            total: formatMoney(invoice.totalAdditionalCharges),
          })}
          {footerRow('Additional Taxes and Fees', {
            tax: formatMoney(add.tax),
            shipping: formatMoney(add.shipping),
            insurance: formatMoney(add.insurance),
            other: formatMoney(add.other),
            total: formatMoney(add.total),
            disputes: null,
            status: invoice.hasAdditionalCharges ? invoice.additionalChargeStatusLabel : null,
          })}
        </Table.Tfoot>
      </Table>
      {invoice.hasRestrictedItems || lines.some((l) => l.restricted) ? (
        <Text size="xs" c="dimmed" mt={4}>
          {RESTRICTED_ITEM_NOTE}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
