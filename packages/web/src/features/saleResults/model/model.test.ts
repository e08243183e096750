import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { openNewFileVerdict } from './openNewFile';
import { resultsParamsFrom, resultsVariables, withResultsParams } from './resultsParams';
import { catalogRefsFrom, selectionProblem } from './sessionSelection';

describe('sale results model (sales §2, §4, §5 Search)', () => {
  it('wants sessions of one currency', () => {
    expect(selectionProblem([{ catalogRef: 'A', currencyCode: 'USD' }])).toBeNull();
    expect(
      selectionProblem([
        { catalogRef: 'A', currencyCode: 'USD' },
        { catalogRef: 'B', currencyCode: 'EUR' },
      ]),
    ).toBe(M.sameCurrency);
  });

  it('reads the sessions from the navigation state, else from the query', () => {
    expect(catalogRefsFrom({ catalogRefs: ['A', 'B'] }, '?catalogRefs=C')).toEqual(['A', 'B']);
    expect(catalogRefsFrom(null, '?catalogRefs=C,D')).toEqual(['C', 'D']);
    expect(catalogRefsFrom(undefined, '')).toEqual([]);
  });

  it('keeps search, filter and page in the URL, back to page 1 on a new search or filter', () => {
    const base = '?catalogRefs=A,B';
    expect(resultsParamsFrom(base)).toEqual({ search: '', filter: 'all', page: 1, pageSize: 50 });
    const third = withResultsParams(base, { page: 3 });
    expect(third).toBe('?catalogRefs=A,B&page=3');
    expect(withResultsParams(third, { search: ' ada ' })).toBe('?catalogRefs=A,B&q=ada');
    expect(withResultsParams(third, { filter: 'disputed' })).toBe('?catalogRefs=A,B&filter=disputed');
    expect(resultsParamsFrom('?filter=nope&page=-2&pageSize=7')).toEqual({
      search: '',
      filter: 'all',
      page: 1,
      pageSize: 50,
    });
    expect(resultsVariables(['A'], resultsParamsFrom('?q=x&filter=withFeedback&page=2&pageSize=25'))).toEqual(
      {
        catalogRefs: ['A'],
        search: 'x',
        filter: 'WITH_FEEDBACK',
        page: 2,
        pageSize: 25,
      },
    );
  });

  it('opens a new file unless a lot is blocked or won by a floor bidder', () => {
    expect(
      openNewFileVerdict([
        { lotRef: 'A', isFloor: false },
        { lotRef: 'B', isFloor: false },
      ]),
    ).toEqual({
      ok: true,
      path: '/reports/openDisputes/A,B',
    });
    expect(
      openNewFileVerdict([{ lotRef: 'A', isFloor: false, dispute: { blocksNewDispute: true } }]),
    ).toEqual({
      ok: false,
      reason: M.disputeExists,
    });
    expect(openNewFileVerdict([{ lotRef: 'A', isFloor: true }])).toEqual({
      ok: false,
      reason: M.floorDispute,
    });
  });
});
