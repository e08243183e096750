import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../shared/connection.js';
import { unpaidItemsWindow, windowFromPages } from './unpaidItemsPaging.js';

/** A service list of `total` numbered rows, paged as the house service pages it; records the calls. */
function service(total: number) {
  const calls: [number, number][] = [];
  const readPage = async (page: number, pageSize: number) => {
    calls.push([page, pageSize]);
    const start = (page - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return { items, total, extra: 'stages' };
  };
  return { calls, readPage };
}

describe('unpaid items paging', () => {
  it('reads a screen page in one call of its size', async () => {
    const { calls, readPage } = service(120);
    const { connection, extra } = await windowFromPages(
      unpaidItemsWindow({ page: 2, pageSize: 50 }),
      readPage,
    );
    expect(calls).toEqual([[2, 50]]);
    expect(connection.nodes).toEqual(Array.from({ length: 50 }, (_, i) => 50 + i));
    expect(connection.totalCount).toBe(120);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(extra).toBe('stages');
  });

  it('reads a window after a cursor from the two pages it spans', async () => {
    const { calls, readPage } = service(120);
    const window = unpaidItemsWindow({ first: 10, after: encodeCursor(14) });
    const { connection } = await windowFromPages(window, readPage);
    expect(calls).toEqual([
      [2, 10],
      [3, 10],
    ]);
    expect(connection.nodes).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
  });

  it('reads one row for the count of an empty window, and refuses more than 100', async () => {
    const { calls, readPage } = service(7);
    const { connection } = await windowFromPages(unpaidItemsWindow({ first: 0 }), readPage);
    expect([calls, connection.nodes, connection.totalCount]).toEqual([[[1, 1]], [], 7]);
    expect(() => unpaidItemsWindow({ first: 101 })).toThrow('first must be a whole number from 0 to 100.');
    expect(() => unpaidItemsWindow({ page: 1, first: 5 })).toThrow('not both');
  });
});
