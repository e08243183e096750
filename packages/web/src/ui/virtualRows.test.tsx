import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpacerRow, useVirtualRows, VIRTUAL_ROWS_FROM } from './virtualRows';

function Rows({ count }: { count: number }) {
  const virtual = useVirtualRows(count, 40, 2);
  return (
    <table ref={virtual.tableRef} aria-label="Things" aria-rowcount={count + 1}>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">Name</th>
        </tr>
      </thead>
      <tbody>
        <SpacerRow height={virtual.before} columns={1} />
        {virtual.indexes.map((index) => (
          <tr key={index} aria-rowindex={index + 2} data-index={index}>
            <td>Thing {index + 1}</td>
          </tr>
        ))}
        <SpacerRow height={virtual.after} columns={1} />
      </tbody>
    </table>
  );
}

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Things' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

describe('useVirtualRows', () => {
  it('renders every row of a default-sized page', () => {
    render(<Rows count={VIRTUAL_ROWS_FROM - 1} />);
    expect(dataRows()).toHaveLength(VIRTUAL_ROWS_FROM - 1);
    expect(screen.queryByText(`Thing ${VIRTUAL_ROWS_FROM - 1}`)).not.toBeNull();
  });

  it('renders only the rows near the window of a 200-row page, keeping their place for assistive technology', () => {
    render(<Rows count={200} />);
    const rows = dataRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(200);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByRole('table', { name: 'Things' }).getAttribute('aria-rowcount')).toBe('201');
    expect(screen.queryByText('Thing 200')).toBeNull();
    // The spacer below holds the height of the rows not rendered (hidden from assistive technology).
    const spacer = document.querySelector<HTMLElement>('tr[data-spacer]');
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
    expect(Number.parseFloat(spacer?.style.height ?? '0')).toBe((200 - rows.length) * 40);
  });
});
