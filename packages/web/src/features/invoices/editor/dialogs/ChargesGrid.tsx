import { Table, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatMoney } from '../../../../ui/moneyFormat';
import { useRovingGrid } from '../../../../ui/keyboard/useRovingGrid';
import { MoneyInput } from '../../common/MoneyInput';
import classes from './ChargesGrid.module.css';
import { CHARGE_LABEL, type ChargeKey } from './chargeFields';

export interface ChargesGridRow {
  id: string;
  /** The row header's content (the lot, or the invoice). */
  header: ReactNode;
  /** How the row is named in each field's label: "lot 12", "invoice". */
  name: string;
  /** The row's total as loaded, or null for no Total column. */
  total: string | null;
}

export interface ChargesGridProps {
  label: string;
  /** The row headers' column: "Lot", or "Invoice" for the by-invoice form's one row. */
  rowHeading: string;
  rows: readonly ChargesGridRow[];
  fields: readonly ChargeKey[];
  valueOf: (rowId: string, key: ChargeKey) => string;
  onValueChange: (rowId: string, key: ChargeKey, value: string) => void;
}

const INPUT_IN_CELL = 'input[data-cell-editor]';

/**
 * The charges modal's amounts as a keyboard grid (invoicing §2.2 Add/Edit Charges): one tab stop,
 * arrows between cells, Enter (or F2) edits a cell and Enter again keeps the amount, Escape puts it
 * back; Tab from anywhere goes on to the modal's buttons. A click edits the cell as before.
 */
export function ChargesGrid({ label, rowHeading, rows, fields, valueOf, onValueChange }: ChargesGridProps) {
  const grid = useRovingGrid<HTMLTableElement>();
  const withTotal = rows.some((row) => row.total !== null);

  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const editor = cell.querySelector<HTMLInputElement>(INPUT_IN_CELL);
    if (
      target === cell &&
      editor &&
      (event.key === 'Enter' || event.key === 'F2') &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      event.preventDefault();
      editor.focus();
      editor.select();
      return;
    }
    if (
      target === editor &&
      (event.key === 'Enter' || event.key === 'Escape') &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      // The field commits on blur (Enter), or has just put its amount back (Escape, MoneyInput).
      event.preventDefault();
      event.stopPropagation();
      grid.focusCell(cell);
      return;
    }
    grid.gridProps.onKeyDown(event);
  }

  return (
    <>
      <Table.ScrollContainer minWidth={560} type="native" mah={420}>
        <Table
          ref={grid.ref}
          role="grid"
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
          stickyHeader
          aria-label={label}
          onKeyDown={onKeyDown}
          onFocus={grid.gridProps.onFocus}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{rowHeading}</Table.Th>
              {fields.map((key) => (
                <Table.Th key={key} scope="col" ta="right">
                  {CHARGE_LABEL[key]}
                </Table.Th>
              ))}
              {withTotal ? (
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, rowIndex) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw="normal">
                  {row.header}
                </Table.Th>
                {fields.map((key, colIndex) => (
                  <Table.Td
                    key={key}
                    miw={96}
                    className={classes.cell}
                    data-cell
                    data-row={rowIndex}
                    data-col={colIndex}
                    data-autofocus={rowIndex === 0 && colIndex === 0 ? true : undefined}
                    // The cell is named by its column and row headers and its field's label.
                    data-column={key}
                  >
                    <MoneyInput
                      label={`${CHARGE_LABEL[key]}, ${row.name}`}
                      hideLabel
                      size="xs"
                      tabIndex={-1}
                      data-cell-editor
                      // Escape here cancels the cell, not the modal (Mantine's modal listens on window).
                      data-mantine-stop-propagation="true"
                      revertOnEscape
                      value={valueOf(row.id, key)}
                      allowNegative={key === 'other'}
                      onValueChange={(value) => onValueChange(row.id, key, value)}
                    />
                  </Table.Td>
                ))}
                {withTotal ? (
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {row.total === null ? null : formatMoney(row.total)}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Arrows move between amounts; Enter edits, Enter again keeps, Esc puts it back. Ctrl+Enter saves.
      </Text>
    </>
  );
}
