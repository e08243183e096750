import { describe, expect, it } from 'vitest';
import { readDetailsParams, withListChange } from './detailsParams';

describe('group details list state in the URL (invoicing §2.3, §9)', () => {
  it('defaults to ALL, no search, page 1 of 50', () => {
    expect(readDetailsParams(new URLSearchParams())).toEqual({
      filter: 'ALL',
      search: null,
      page: 1,
      pageSize: 50,
    });
  });
  it('reads the filter, search, page and the 50/100/200 page sizes only', () => {
    expect(readDetailsParams(new URLSearchParams('filter=paid&search=%20Lee%20&page=3&size=200'))).toEqual({
      filter: 'PAID',
      search: 'Lee',
      page: 3,
      pageSize: 200,
    });
    expect(readDetailsParams(new URLSearchParams('filter=nope&size=75')).filter).toBe('ALL');
    expect(readDetailsParams(new URLSearchParams('size=75')).pageSize).toBe(50);
  });
  it('starts again at page 1 on any change and keeps defaults out of the URL', () => {
    const params = new URLSearchParams('page=4&filter=unpaid&size=100&dialog=note');
    expect(withListChange(params, { filter: 'ALL' }).toString()).toBe('size=100&dialog=note');
    expect(withListChange(params, { search: ' 1042 ' }).get('search')).toBe('1042');
    expect(withListChange(params, { search: '' }).has('search')).toBe(false);
    expect(withListChange(params, { pageSize: 50 }).has('size')).toBe(false);
    expect(withListChange(params, { pageSize: 200 }).get('size')).toBe('200');
  });
});
