import { describe, expect, it } from 'vitest';
import {
  connectionOf,
  decodeCursor,
  encodeCursor,
  MAX_OFFSET,
  pageWindowOf,
  windowOf,
  type PageWindow,
} from './connection.js';

const rule = { defaultSize: 50, maxSize: 200, sizes: [50, 100, 200] };

describe('pageWindowOf', () => {
  it.each([
    [{}, { offset: 0, limit: 50, page: 1 }],
    [{ page: 3 }, { offset: 100, limit: 50, page: 3 }],
    [
      { page: 2, pageSize: 200 },
      { offset: 200, limit: 200, page: 2 },
    ],
    [{ first: 10 }, { offset: 0, limit: 10, page: 1 }],
    [
      { first: 10, after: encodeCursor(19) },
      { offset: 20, limit: 10, page: 3 },
    ],
    [{ after: encodeCursor(4) }, { offset: 5, limit: 50, page: 1 }],
    [{ first: 0 }, { offset: 0, limit: 0, page: 1 }],
  ])('%o reads %o', (args, window) => {
    expect(pageWindowOf(args, rule)).toEqual(window);
  });

  it.each([
    [{ first: 10, page: 2 }, 'page', 'Give first and after, or page and pageSize, not both.'],
    [{ first: 201 }, 'first', 'first must be a whole number from 0 to 200.'],
    [{ first: -1 }, 'first', 'first must be a whole number from 0 to 200.'],
    [{ first: 1.5 }, 'first', 'first must be a whole number from 0 to 200.'],
    [{ after: 'bm9wZQ' }, 'after', 'after is not a cursor of this list.'],
    [{ after: encodeCursor(1) + 'x'.repeat(80) }, 'after', 'after is not a cursor of this list.'],
    [{ pageSize: 75 }, 'pageSize', 'pageSize must be one of 50, 100, 200.'],
    [{ page: 0 }, 'page', 'page must be a whole number from 1.'],
    [{ page: 2.5 }, 'page', 'page must be a whole number from 1.'],
    [{ page: 20_002 }, 'page', 'page must be at most 20001.'],
    [
      { after: Buffer.from('offset:999999999').toString('base64url') },
      'after',
      'after is not a cursor of this list.',
    ],
  ])('refuses %o on %s', (args, field, message) => {
    expect(pageWindowOf(args, rule)).toEqual({ field, message });
  });

  it('takes any size up to the largest when the screen has no fixed sizes', () => {
    const free = { defaultSize: 20, maxSize: 100 };
    expect(pageWindowOf({ pageSize: 37 }, free)).toEqual({ offset: 0, limit: 37, page: 1 });
    expect(pageWindowOf({ pageSize: 101 }, free)).toEqual({
      field: 'pageSize',
      message: 'pageSize must be a whole number from 1 to 100.',
    });
  });
});

describe('cursors', () => {
  it('round-trip an offset and refuse strangers', () => {
    expect(decodeCursor(encodeCursor(0))).toBe(0);
    expect(decodeCursor(encodeCursor(123456))).toBe(123456);
    expect(decodeCursor(encodeCursor(MAX_OFFSET - 1))).toBe(MAX_OFFSET - 1);
    expect(decodeCursor(encodeCursor(MAX_OFFSET))).toBeNull();
    expect(decodeCursor(Buffer.from('offset:-1').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('id:7').toString('base64url'))).toBeNull();
    expect(decodeCursor('%%%')).toBeNull();
  });
});

describe('connectionOf', () => {
  const all = Array.from({ length: 120 }, (_, i) => `item${i}`);

  it('walks the whole list by endCursor, each item once', () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const window = pageWindowOf({ first: 50, after }, rule) as PageWindow;
      const c = connectionOf(windowOf(all, window), window, all.length);
      seen.push(...c.nodes);
      expect(c.edges.map((e) => e.node)).toEqual(c.nodes);
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor ?? null;
    }
    expect(seen).toEqual(all);
  });

  it('numbers the pages the screens show and has cursors only when the page has items', () => {
    const window = pageWindowOf({ page: 3 }, rule) as PageWindow;
    const c = connectionOf(windowOf(all, window), window, all.length);
    expect(c.nodes).toEqual(all.slice(100));
    expect(c.totalCount).toBe(120);
    expect(c.pageInfo).toMatchObject({
      page: 3,
      pageSize: 50,
      totalPages: 3,
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: encodeCursor(100),
      endCursor: encodeCursor(119),
    });
    const past = pageWindowOf({ page: 9 }, rule) as PageWindow;
    expect(connectionOf(windowOf(all, past), past, all.length).pageInfo).toMatchObject({
      startCursor: null,
      endCursor: null,
      hasNextPage: false,
    });
  });
});
