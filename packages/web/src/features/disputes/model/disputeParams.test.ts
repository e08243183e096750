import { describe, expect, it } from 'vitest';
import {
  actionFromParam,
  catalogRefsOf,
  confirmActionUrl,
  disputeListParamsOf,
  disputeListSearch,
  filterFromParam,
  filterParam,
  formatDisputeDate,
  openDisputesPath,
  parseIdList,
  parseLotRefs,
} from './disputeParams';

describe('dispute URL state', () => {
  it('reads and writes the list page: the filter, the page and one of the spec sizes', () => {
    const of = (search: string) => disputeListParamsOf(new URLSearchParams(search));
    expect(of('')).toEqual({ filter: 'OPEN', page: 1, pageSize: 50 });
    expect(of('?filter=all&page=3&pageSize=200')).toEqual({ filter: 'ALL', page: 3, pageSize: 200 });
    expect(of('?page=0&pageSize=30')).toEqual({ filter: 'OPEN', page: 1, pageSize: 50 });
    expect(of('?page=2.5&pageSize=abc')).toEqual({ filter: 'OPEN', page: 1, pageSize: 50 });
    expect(disputeListSearch({ filter: 'ALL', page: 1, pageSize: 50 })).toBe('?filter=all');
    expect(disputeListSearch({ filter: 'PAST_YEAR', page: 2, pageSize: 100 })).toBe(
      '?filter=pastYear&page=2&pageSize=100',
    );
  });

  it('reads and writes the filter, open by default', () => {
    expect(filterFromParam(null)).toBe('OPEN');
    expect(filterFromParam('pastYear')).toBe('PAST_YEAR');
    expect(filterFromParam('nonsense')).toBe('OPEN');
    expect(filterParam('PAST_6_MONTHS')).toBe('past6Months');
  });

  it('carries the selection, action and message in the confirm URL', () => {
    const url = confirmActionUrl(['3', '7'], 'close', 'Unpaid');
    const params = new URL(url, 'http://x').searchParams;
    expect(parseIdList(params.get('ids'))).toEqual(['3', '7']);
    expect(actionFromParam(params.get('action'))).toBe('close');
    expect(params.get('message')).toBe('Unpaid');
    expect(actionFromParam('delete')).toBeNull();
    expect(parseIdList('1,,x,1,0,22')).toEqual(['1', '22']);
  });

  it('reads lot refs and the catalog refs of the navigation state', () => {
    expect(parseLotRefs('A1,B2,A1')).toEqual(['A1', 'B2']);
    expect(openDisputesPath(['A 1', 'B'])).toBe('/reports/openDisputes/A%201,B');
    expect(catalogRefsOf({ catalogRefs: ['C1', 2] })).toEqual(['C1']);
    expect(catalogRefsOf(null)).toEqual([]);
  });

  it('formats dates as MM/DD/YYYY', () => {
    expect(formatDisputeDate('2026-03-04T15:00:00.000Z')).toBe('03/04/2026');
  });
});
