import { truncateText } from '@ah/schema';
import { ActionIcon, Checkbox, Group, List, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { PageSelectCheckbox } from '../../../../../ui/PageSelectCheckbox';
import { TruncatedText } from '../../../../../ui/TruncatedText';
import type { ReviewColumn } from './reviewColumns';
import type { ReviewError, ReviewRow } from './reviewModel';
import classes from './LotReviewTable.module.css';

export interface LotReviewTableProps {
  rows: readonly ReviewRow[];
  columns: readonly ReviewColumn[];
  errorsByRow: ReadonlyMap<string, readonly ReviewError[]>;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  disabled: boolean;
}

/** How a row is named in labels: its lot number, else its inventory number, else its spreadsheet row. */
export function rowName(row: ReviewRow): string {
  const number = `${row.lotNumber ?? ''}${(row.lotExt ?? '').toUpperCase()}`.trim();
  if (number) return `lot ${number}`;
  if (row.invNumber) return `inventory number ${row.invNumber}`;
  return `spreadsheet row ${row.row}`;
}

interface RowProps {
  row: ReviewRow;
  columns: readonly ReviewColumn[];
  errors: readonly ReviewError[] | undefined;
  selected: boolean;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  disabled: boolean;
}

/** One row; memoised so an edit re-renders only the rows it changed. */
const ReviewTableRow = memo(function ReviewTableRow({
  row,
  columns,
  errors,
  selected,
  onSelect,
  onEdit,
  onDelete,
  disabled,
}: RowProps) {
  const name = rowName(row);
  const rowClass = errors ? classes.errorRow : selected ? classes.selectedRow : undefined;
  return (
    <Table.Tr className={rowClass} data-error={errors ? 'true' : undefined} aria-selected={selected}>
      <Table.Td>
        <Checkbox
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td className={classes.numeric}>{row.row}</Table.Td>
      {columns.map((column) => {
        const value = column.value(row);
        const messages = (errors ?? []).filter((e) => e.column && column.errorColumns.includes(e.column));
        const invalid = messages.length > 0;
        const cellClass = [invalid ? classes.errorCell : '', column.numeric ? classes.numeric : '']
          .filter(Boolean)
          .join(' ');
        return (
          <Table.Td
            key={column.key}
            className={cellClass || undefined}
            data-invalid={invalid ? 'true' : undefined}
          >
            {value === '' ? (
              <Text span size="sm" className={classes.empty} aria-label="empty">
                —
              </Text>
            ) : (
              <TruncatedText text={value} truncate={truncateText} size="sm" />
            )}
          </Table.Td>
        );
      })}
      <Table.Td className={classes.messages}>
        {errors ? (
          <List size="xs" spacing={2} c="red.8">
            {errors.map((e) => (
              <List.Item key={`${e.errorCode}-${e.column ?? ''}`}>{e.displayMsg}</List.Item>
            ))}
          </List>
        ) : (
          <Text span size="xs" c="dimmed">
            OK
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {/* Native titles, not Mantine tooltips: a page can hold 200 rows. */}
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${name}`}
            title="Edit"
            onClick={() => onEdit(row.id)}
            disabled={disabled}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${name}`}
            title="Delete"
            onClick={() => onDelete(row.id)}
            disabled={disabled}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * One page of the review table (sales §2 Lot review step): rows with errors highlighted, and the
 * cell each error points at marked (the spec's code-to-column map); text cut at 50 characters.
 */
export function LotReviewTable(props: LotReviewTableProps) {
  const { rows, columns, selected } = props;
  return (
    <Table.ScrollContainer minWidth={Math.max(960, 260 + columns.length * 120)} type="native">
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        className={classes.table}
        aria-label="Uploaded items"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <PageSelectCheckbox
                label="Select the items of this page"
                pageIds={rows.map((r) => r.id)}
                selected={selected}
                onChange={props.onSelect}
                disabled={props.disabled || rows.length === 0}
              />
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              Row
            </Table.Th>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                className={column.numeric ? classes.numeric : classes.nowrap}
              >
                {column.header}
              </Table.Th>
            ))}
            <Table.Th scope="col">Errors</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ReviewTableRow
              key={row.id}
              row={row}
              columns={columns}
              errors={props.errorsByRow.get(row.id)}
              selected={selected.has(row.id)}
              onSelect={props.onSelect}
              onEdit={props.onEdit}
              onDelete={props.onDelete}
              disabled={props.disabled}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
