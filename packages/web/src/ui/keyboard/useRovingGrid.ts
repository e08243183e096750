import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A roving tabindex over a table's cells (the ARIA grid pattern): the grid is one tab stop, the
 * arrow keys move between cells, Home/End to the row's ends, Ctrl+Home/End to the table's.
 *
 * A cell is any element with `data-cell` and its position in `data-row` and `data-col`: a <td>,
 * or the one widget of a cell (a checkbox, a button). The hook owns their `tabindex` (never pass
 * one to them): exactly one cell is tabbable, the last one focused. Keys on elements inside a cell
 * (an editor's input) are left to that cell.
 */
export interface RovingGrid<T extends HTMLElement> {
  ref: React.RefObject<T | null>;
  /** Spread on the grid element. */
  gridProps: {
    onKeyDown: (event: KeyboardEvent) => void;
    onFocus: (event: FocusEvent) => void;
  };
  /** The cell at a position, if it is rendered. */
  cellAt: (row: number, col: number) => HTMLElement | null;
  /** Focus a cell and make it the tab stop. */
  focusCell: (cell: HTMLElement) => void;
}

interface Position {
  row: number;
  col: number;
}

const CELL = '[data-cell]';

function positionOf(cell: Element): Position {
  return { row: Number(cell.getAttribute('data-row')), col: Number(cell.getAttribute('data-col')) };
}

function usable(cell: Element | null): cell is HTMLElement {
  return cell instanceof HTMLElement && !(cell as HTMLButtonElement).disabled;
}

export function useRovingGrid<T extends HTMLElement>(): RovingGrid<T> {
  const ref = useRef<T>(null);
  const active = useRef<Position>({ row: 0, col: 0 });

  const cellAt = useCallback(
    (row: number, col: number) =>
      ref.current?.querySelector<HTMLElement>(`${CELL}[data-row="${row}"][data-col="${col}"]`) ?? null,
    [],
  );

  const makeTabStop = useCallback((target: HTMLElement) => {
    for (const cell of ref.current?.querySelectorAll<HTMLElement>(CELL) ?? [])
      if (cell !== target && cell.tabIndex !== -1) cell.tabIndex = -1;
    if (target.tabIndex !== 0) target.tabIndex = 0;
    active.current = positionOf(target);
  }, []);

  const focusCell = useCallback(
    (cell: HTMLElement) => {
      makeTabStop(cell);
      cell.focus();
    },
    [makeTabStop],
  );

  // After every render: one tab stop, at the last position if it is still there (rows come and
  // go: a page change, a delete), else at the first usable cell.
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const { row, col } = active.current;
    const kept = cellAt(row, col);
    const target = usable(kept) ? kept : [...grid.querySelectorAll<HTMLElement>(CELL)].find(usable);
    if (target) makeTabStop(target);
  });

  const usableCells = useCallback(
    () => [...(ref.current?.querySelectorAll<HTMLElement>(CELL) ?? [])].filter(usable),
    [],
  );

  /** The nearest usable cell from a position along its row or column (disabled widgets are stepped over). */
  const step = useCallback(
    (from: Position, dRow: -1 | 0 | 1, dCol: -1 | 0 | 1): HTMLElement | null => {
      let best: HTMLElement | null = null;
      let bestDistance = Infinity;
      for (const cell of usableCells()) {
        const { row, col } = positionOf(cell);
        const distance = dRow !== 0 ? (row - from.row) * dRow : (col - from.col) * dCol;
        const aligned = dRow !== 0 ? col === from.col : row === from.row;
        if (aligned && distance > 0 && distance < bestDistance) {
          best = cell;
          bestDistance = distance;
        }
      }
      return best;
    },
    [usableCells],
  );

  const firstIn = useCallback(
    (row: number | null) => usableCells().find((c) => row === null || positionOf(c).row === row) ?? null,
    [usableCells],
  );
  const lastIn = useCallback(
    (row: number | null) => usableCells().findLast((c) => row === null || positionOf(c).row === row) ?? null,
    [usableCells],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      // Only a focused cell navigates; an editor inside a cell keeps its own keys.
      if (!target.matches(CELL) || event.altKey || event.shiftKey) return;
      const from = positionOf(target);
      const ctrl = event.ctrlKey || event.metaKey;
      let next: HTMLElement | null = null;
      switch (event.key) {
        case 'ArrowRight':
          next = step(from, 0, 1);
          break;
        case 'ArrowLeft':
          next = step(from, 0, -1);
          break;
        case 'ArrowDown':
          next = step(from, 1, 0);
          break;
        case 'ArrowUp':
          next = step(from, -1, 0);
          break;
        case 'Home':
          next = firstIn(ctrl ? null : from.row);
          break;
        case 'End':
          next = lastIn(ctrl ? null : from.row);
          break;
        default:
          return;
      }
      // The keys are the grid's even at its edges (no page scroll from an arrow).
      event.preventDefault();
      if (next) focusCell(next);
    },
    [step, firstIn, lastIn, focusCell],
  );

  const onFocus = useCallback(
    (event: FocusEvent) => {
      // Focus that lands in a cell (a click, an editor) moves the tab stop there too.
      const cell = (event.target as HTMLElement).closest<HTMLElement>(CELL);
      if (cell && ref.current?.contains(cell)) makeTabStop(cell);
    },
    [makeTabStop],
  );

  return { ref, gridProps: { onKeyDown, onFocus }, cellAt, focusCell };
}
