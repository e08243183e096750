import { describe, expect, it } from 'vitest';
import { pageHref, paginationItems, parsePageParam, type PaginationItem } from './paginationModel';

const show = (items: PaginationItem[]) =>
  items.map((i) => (i.kind === 'gap' ? '…' : String(i.page))).join(' ');

describe('paginationItems (4 pages, 1 margin page)', () => {
  it('shows every page when there are few', () => {
    expect(show(paginationItems(1, 1))).toBe('1');
    expect(show(paginationItems(2, 4))).toBe('1 2 3 4');
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows a window around the current page with one page at each end', () => {
    expect(show(paginationItems(1, 20))).toBe('1 2 3 4 … 20');
    expect(show(paginationItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 17 18 19 20');
  });

  it('clamps pages out of range', () => {
    expect(show(paginationItems(99, 5))).toBe('1 2 3 4 5');
  });

  it('reads ?page= safely and builds page links keeping other params', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam(null)).toBe(1);
    const params = new URLSearchParams('start=2024-01-01&page=2');
    expect(pageHref('/invoices/ExistingInvoices', params, 3)).toBe(
      '/invoices/ExistingInvoices?start=2024-01-01&page=3',
    );
    expect(pageHref('/invoices', new URLSearchParams('page=2'), 1)).toBe('/invoices');
  });
});
