import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

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

/** The rows a window shows and the heights of those out of it. */
interface RowWindow {
  indexes: readonly number[];
  before: number;
  after: number;
}

/**
 * Window-scrolled virtual rows for a page of a <table> (@tanstack/react-virtual): only the rows in
 * the viewport (and `overscan` each side) are in the DOM, spacer rows keep the table's height, so
 * the page scrolls as before. The table keeps the grid semantics: put `aria-rowcount` on it and
 * `aria-rowindex` on each row (`VirtualRows.indexes` are 0-based; the header is row 1).
 *
 * The rows a scroll brings in are drawn in a background render that yields to the browser
 * (`useDeferredValue`), not inside the scroll event: a wheel step's dozen rows of badges, buttons
 * and links drawn there made tasks of 40-125 ms. Memoise the rows so the render in the event, which
 * still lists the rows it had, redraws none of them.
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
    // A scroll's re-render is an ordinary update, so the deferred window below can follow it.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const firstIndex = windowed ? (first?.index ?? 0) : 0;
  const lastIndex = windowed ? (last?.index ?? -1) : count - 1;
  const before = windowed && first ? first.start - scrollMargin : 0;
  const after = windowed && last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  // One object per window, so the deferred value changes only when the window does.
  const current = useMemo<RowWindow>(
    () => ({
      indexes: Array.from({ length: lastIndex - firstIndex + 1 }, (_, i) => firstIndex + i),
      before,
      after,
    }),
    [firstIndex, lastIndex, before, after],
  );
  const shown = useDeferredValue(current);
  if (!windowed) return { windowed, ...current, measure: ignore, tableRef };
  return { windowed, ...shown, measure: virtualizer.measureElement, tableRef };
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
