import { Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AutoChargeInvoiceFieldsFragment } from '../../../../__generated__/graphql';
import { formatShortDate } from '../../../../ui/formatters';
import { formatMoney } from '../../../../ui/moneyFormat';
import { PageSelectCheckbox } from '../../../../ui/PageSelectCheckbox';
import { truncateName } from '../../../../ui/truncate';
import { TruncatedText } from '../../../../ui/TruncatedText';
import { invoiceTableClasses as tableClasses } from '../../../invoices';
import { rowDate, type StagedChange } from '../autoChargeRules';

export interface AutoChargeTableProps {
  rows: readonly AutoChargeInvoiceFieldsFragment[];
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: readonly string[], selected: boolean) => void;
  staged: StagedChange | null;
  /** Whether the staged change covers an invoice. */
  covers: (invoiceId: string) => boolean;
}

function DateCell({
  row,
  staged,
  covered,
}: {
  row: AutoChargeInvoiceFieldsFragment;
  staged: StagedChange | null;
  covered: boolean;
}) {
  const shown = rowDate(row, staged, covered);
  const text = shown.date ? formatShortDate(shown.date) : shown.pending ? 'None' : '';
  const pendingNote = shown.pending ? (
    <Text span size="xs" c="ink.7" fw={600}>
      {shown.date ? 'new' : 'removed'}
    </Text>
  ) : null;
  if (shown.valid)
    return (
      <Group gap={6} wrap="nowrap">
        <Text span size="sm" fw={shown.pending ? 600 : undefined}>
          {text}
        </Text>
        {pendingNote}
      </Group>
    );
  return (
    <Tooltip label={INVOICE_PAYMENT_MESSAGES.autoChargeDateInvalid} multiline maw={300}>
      <Group
        gap={6}
        wrap="nowrap"
        tabIndex={0}
        aria-label={`${text}: ${INVOICE_PAYMENT_MESSAGES.autoChargeDateInvalid}`}
      >
        <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />
        <Text span size="sm" c="red" fw={600}>
          {text}
        </Text>
        {pendingNote}
      </Group>
    </Tooltip>
  );
}

/** The eligible invoices (invoicing §2.6): Invoice #, Name with channel, totals and the date. */
export function AutoChargeTable({ rows, selected, onSelectedChange, staged, covers }: AutoChargeTableProps) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        highlightOnHover
        aria-label="Eligible invoices"
        className={tableClasses.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <PageSelectCheckbox
                label="Select the invoices of this page"
                pageIds={rows.map((row) => row.id)}
                selected={selected}
                onChange={onSelectedChange}
              />
            </Table.Th>
            <Table.Th scope="col">Invoice #</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" className={tableClasses.money}>
              Invoice Total
            </Table.Th>
            <Table.Th scope="col" className={tableClasses.money}>
              Eligible Amt.
            </Table.Th>
            <Table.Th scope="col">Auto-Charge Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-selected={selected.has(row.id) || undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select invoice ${row.id}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelectedChange([row.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td fw={600}>{row.id}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <TruncatedText
                    text={`${row.firstName} ${row.lastName}`.trim()}
                    truncate={truncateName}
                    size="sm"
                  />
                  <Text size="xs" c="dimmed">
                    {row.channel}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td className={tableClasses.money}>
                {formatMoney(row.invoiceTotal, row.currencySymbol)}
              </Table.Td>
              <Table.Td className={tableClasses.money}>
                {formatMoney(row.eligibleAmount, row.currencySymbol)}
              </Table.Td>
              <Table.Td>
                <DateCell row={row} staged={staged} covered={covers(row.id)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
