import { describe, expect, it } from 'vitest';
import { customerListSearch, customerListViewOf, customerPlace } from './customerListView';

describe('customer list view in the URL', () => {
  it('reads search, group and page, ignoring bad values', () => {
    expect(customerListViewOf(new URLSearchParams('search=Ada&group=12&page=3'))).toEqual({
      search: 'Ada',
      groupId: '12',
      page: 3,
    });
    expect(customerListViewOf(new URLSearchParams('group=x&page=-1'))).toEqual({
      search: '',
      groupId: null,
      page: 1,
    });
  });

  it('writes it back without defaults', () => {
    expect(customerListSearch({ search: ' ada ', groupId: '4', page: 2 })).toBe('?search=ada&group=4&page=2');
    expect(customerListSearch({ search: '', groupId: null, page: 1 })).toBe('?');
  });

  it('joins the place without empty parts', () => {
    expect(customerPlace({ city: 'Toronto', stateOrProvince: '', countryName: 'Canada' })).toBe(
      'Toronto, Canada',
    );
  });
});
