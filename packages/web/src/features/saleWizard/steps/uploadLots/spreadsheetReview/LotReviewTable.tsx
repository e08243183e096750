import { truncateText } from '@ah/schema';
import { ActionIcon, Checkbox, Group, List, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isSaveAndNextKey } from '../../../../../ui/keyboard/shortcuts';
import { useRovingGrid } from '../../../../../ui/keyboard/useRovingGrid';
import { PageSelectCheckbox } from '../../../../../ui/PageSelectCheckbox';
import { TruncatedText } from '../../../../../ui/TruncatedText';
import type { LotFieldName } from '@ah/schema';
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
  /** A value typed into a cell of a one-field column. */
  onEditCell: (id: string, field: LotFieldName, value: string) => void;
  disabled: boolean;
}

/** How a row is named in labels: its lot number, else its inventory number, else its spreadsheet row. */
export function rowName(row: ReviewRow): string {
  const number = `${row.lotNumber ?? ''}${(row.lotExt ?? '').toUpperCase()}`.trim();
  if (number) return `lot ${number}`;
  if (row.invNumber) return `inventory number ${row.invNumber}`;
  return `spreadsheet row ${row.row}`;
}

/** Grid columns around the value columns: checkbox, row number | values | errors, edit, delete. */
const LEADING = 2;

type EditOutcome = 'commit' | 'commitNext' | 'cancel';

interface CellEditorProps {
  label: string;
  initial: string;
  onFinish: (outcome: EditOutcome, value: string, fromKey: boolean) => void;
}

/**
 * The editor of one cell: Enter keeps the text, Ctrl+Enter keeps it and edits the same column of
 * the next row, Escape leaves the cell as it was; leaving the field (Tab, a click) keeps it too.
 */
function CellEditor({ label, initial, onFinish }: CellEditorProps) {
  const [value, setValue] = useState(initial);
  const done = useRef(false);
  function finish(outcome: EditOutcome, fromKey: boolean) {
    if (done.current) return;
    done.current = true;
    onFinish(outcome, value, fromKey);
  }
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={value}
      autoFocus
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        const outcome: EditOutcome | null = isSaveAndNextKey(e)
          ? 'commitNext'
          : e.key === 'Enter'
            ? 'commit'
            : e.key === 'Escape'
              ? 'cancel'
              : null;
        if (!outcome) return;
        e.preventDefault();
        e.stopPropagation();
        finish(outcome, true);
      }}
      onBlur={() => finish('commit', false)}
    />
  );
}

interface RowProps {
  index: number;
  row: ReviewRow;
  /** The key of the column being edited in this row. */
  editingKey: string | null;
  onFinishEdit: (
    rowId: string,
    column: ReviewColumn,
    outcome: EditOutcome,
    value: string,
    fromKey: boolean,
  ) => void;
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
  index,
  row,
  editingKey,
  onFinishEdit,
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
          data-cell
          data-row={index}
          data-col={0}
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td
        className={`${classes.numeric} ${classes.cell}`}
        data-cell
        data-row={index}
        data-col={1}
        aria-label={`Spreadsheet row ${row.row}`}
      >
        {row.row}
      </Table.Td>
      {columns.map((column, colIndex) => {
        const value = column.value(row);
        const messages = (errors ?? []).filter((e) => e.column && column.errorColumns.includes(e.column));
        const invalid = messages.length > 0;
        const cellClass = [
          classes.cell,
          invalid ? classes.errorCell : '',
          column.numeric ? classes.numeric : '',
        ]
          .filter(Boolean)
          .join(' ');
        const editing = editingKey === column.key && column.field !== undefined;
        return (
          <Table.Td
            key={column.key}
            className={cellClass}
            data-invalid={invalid ? 'true' : undefined}
            data-cell
            data-row={index}
            data-col={LEADING + colIndex}
            data-column={column.key}
          >
            {editing ? (
              <CellEditor
                label={`${column.header}, ${name}`}
                initial={value}
                onFinish={(outcome, text, fromKey) => onFinishEdit(row.id, column, outcome, text, fromKey)}
              />
            ) : value === '' ? (
              <Text span size="sm" className={classes.empty} aria-label="empty">
                —
              </Text>
            ) : (
              <TruncatedText text={value} truncate={truncateText} size="sm" />
            )}
          </Table.Td>
        );
      })}
      <Table.Td
        className={`${classes.messages} ${classes.cell}`}
        data-cell
        data-row={index}
        data-col={LEADING + columns.length}
      >
        {errors ? (
          <List size="xs" spacing={2} c="red">
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
            data-cell
            data-row={index}
            data-col={LEADING + columns.length + 1}
            variant="subtle"
            aria-label={`Edit ${name}`}
            title="Edit"
            onClick={() => onEdit(row.id)}
            disabled={disabled}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            data-cell
            data-row={index}
            data-col={LEADING + columns.length + 2}
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
 *
 * A keyboard grid (the ARIA grid pattern): one tab stop, arrows between cells; Enter edits a
 * one-field cell in place (the other cells open the row's edit modal), Enter again keeps the text,
 * Ctrl+Enter keeps it and edits the next row's cell, Escape leaves it as it was.
 */
export function LotReviewTable(props: LotReviewTableProps) {
  const { rows, columns, selected } = props;
  const grid = useRovingGrid<HTMLTableElement>();
  const [editing, setEditing] = useState<{ rowId: string; key: string } | null>(null);
  // The handlers below are stable (the rows are memoised): they read the latest props here.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const onFinishEdit = useCallback(
    (rowId: string, column: ReviewColumn, outcome: EditOutcome, value: string, fromKey: boolean) => {
      const { rows: current, onEditCell } = latest.current;
      const index = current.findIndex((r) => r.id === rowId);
      const row = current[index];
      const col = LEADING + latest.current.columns.indexOf(column);
      const next = outcome === 'commitNext' ? current[index + 1] : undefined;
      // Back to the cell first (its editor is about to go), then the change.
      if (fromKey && !next) {
        const cell = grid.cellAt(index, col);
        if (cell) grid.focusCell(cell);
      }
      if (row && column.field && outcome !== 'cancel' && value !== column.value(row))
        onEditCell(rowId, column.field, value);
      setEditing(next ? { rowId: next.id, key: column.key } : null);
    },
    [grid],
  );

  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    const startKey = (event.key === 'Enter' || event.key === 'F2') && !event.ctrlKey && !event.metaKey;
    if (startKey && target.matches('td[data-cell]') && !props.disabled) {
      const row = rows[Number(target.dataset['row'])];
      const column = columns.find((c) => c.key === target.dataset['column']);
      if (row) {
        event.preventDefault();
        if (column?.field) setEditing({ rowId: row.id, key: column.key });
        else props.onEdit(row.id);
        return;
      }
    }
    grid.gridProps.onKeyDown(event);
  }

  return (
    <Table.ScrollContainer minWidth={Math.max(960, 260 + columns.length * 120)} type="native">
      <Table
        ref={grid.ref}
        role="grid"
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        className={classes.table}
        aria-label="Uploaded items"
        onKeyDown={onKeyDown}
        onFocus={grid.gridProps.onFocus}
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
          {rows.map((row, index) => (
            <ReviewTableRow
              key={row.id}
              index={index}
              row={row}
              editingKey={editing?.rowId === row.id && !props.disabled ? editing.key : null}
              onFinishEdit={onFinishEdit}
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
