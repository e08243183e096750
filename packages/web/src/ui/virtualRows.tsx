import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Pages of at most this many rows render every row (the default page of the big tables, so the
 * browser's find and tests see them all); larger pages (100, 200) render the rows in and near the
 * window only.
 */
export const VIRTUAL_ROWS_FROM = 51;

const ignore = () => undefined;

export interface VirtualRows {
  /** Whether the rows are windowed (more than `VIRTUAL_ROWS_FROM - 1`). */
  windowed: boolean;
  /** The row indexes to render, in order. */
  indexes: readonly number[];
  /** The heights (px) of the rows out of the window above and below them (see `SpacerRow`). */
  before: number;
  after: number;
  /** On each rendered <tr> (with `data-index`): measures its real height. */
  measure: (row: HTMLElement | null) => void;
  /** On the <table>: where it starts in the page. */
  tableRef: React.RefObject<HTMLTableElement | null>;
}

/**
 * Window-scrolled virtual rows for a page of a <table> (@tanstack/react-virtual): only the rows in
 * the viewport (and `overscan` each side) are in the DOM, spacer rows keep the table's height, so
 * the page scrolls as before. The table keeps the grid semantics: put `aria-rowcount` on it and
 * `aria-rowindex` on each row (`VirtualRows.indexes` are 0-based; the header is row 1).
 */
export function useVirtualRows(count: number, estimateRowHeight: number, overscan = 8): VirtualRows {
  const tableRef = useRef<HTMLTableElement | null>(null);
  const windowed = count >= VIRTUAL_ROWS_FROM;
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the table starts in the page, taken again when its rows change (the content above it,
  // banners and totals, comes with the same answer); overscan covers a small shift in between.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || !windowed) return;
    const top = table.getBoundingClientRect().top + window.scrollY;
    setScrollMargin((current) => (Math.abs(current - top) > 1 ? top : current));
  }, [windowed, count]);
  const virtualizer: Virtualizer<Window, HTMLElement> = useWindowVirtualizer({
    count: windowed ? count : 0,
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
  });
  if (!windowed)
    return {
      windowed,
      indexes: Array.from({ length: count }, (_, i) => i),
      before: 0,
      after: 0,
      measure: ignore,
      tableRef,
    };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    windowed,
    indexes: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
    tableRef,
  };
}

/** A row that holds the place of the rows out of the window (hidden from assistive technology). */
export function SpacerRow({ height, columns }: { height: number; columns: number }): ReactNode {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-spacer="" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0, height }} />
    </tr>
  );
}
