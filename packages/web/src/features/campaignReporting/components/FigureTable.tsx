import { ScrollArea, Table } from '@mantine/core';
import { useDeferredValue } from 'react';
import { formatMoney } from '../../../ui/moneyFormat';
import type { SectionTable } from '../model/csv';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** Rows drawn with the page; the rest (a whole house has hundreds of sales) follow in the background. */
const FIRST_ROWS = 25;

/** A section's figures as an accessible table: the same rows the chart draws and the CSV holds. */
export function FigureTable({ table }: { table: SectionTable }) {
  const money = new Set(table.moneyColumns);
  // The table shows about ten rows in its scroll area: the first ones come with the page, all of
  // them in a background render that yields between frames, so the dashboard is usable sooner.
  const rows = useDeferredValue(table.rows, table.rows.slice(0, FIRST_ROWS));
  return (
    // Scrolls when long: its viewport takes focus so keys can scroll it (WCAG 2.1.1).
    <ScrollArea.Autosize
      mah={320}
      type="auto"
      offsetScrollbars="y"
      viewportProps={{ tabIndex: 0, 'aria-label': table.caption }}
    >
      <Table striped withTableBorder fz="sm" stickyHeader>
        <Table.Caption>{table.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, i) => (
              <Table.Th
                key={column}
                ta={i === 0 ? 'left' : 'right'}
                scope="col"
                style={i === 0 ? undefined : NO_WRAP}
              >
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((cell, i) => (
                // Figures and dates never break over two lines; the first column (names) may.
                <Table.Td key={i} ta={i === 0 ? 'left' : 'right'} style={i === 0 ? undefined : NO_WRAP}>
                  {money.has(i) ? formatMoney(String(cell)) : cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
