import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { openNewFileVerdict } from './openNewFile';
import { filterResults } from './resultsFilter';
import { catalogRefsFrom, selectionProblem } from './sessionSelection';

const bidder = (firstName: string, lastName: string, email: string, items: object[]) => ({
  firstName,
  lastName,
  email,
  items,
});

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

  it('searches first name, last name or email without case, and filters lots', () => {
    const bidders = [
      bidder('Ada', 'Lovelace', 'ada@example.com', [{ dispute: { ref: 'D1' }, feedback: null }]),
      bidder('Alan', 'Turing', 'alan@example.com', [{ dispute: null, feedback: { lotRef: 'L' } }]),
    ];
    expect(filterResults(bidders, 'LOVE', 'all').map((r) => r.bidder.lastName)).toEqual(['Lovelace']);
    expect(filterResults(bidders, 'alan@', 'all').map((r) => r.bidder.lastName)).toEqual(['Turing']);
    expect(filterResults(bidders, '', 'disputed').map((r) => r.bidder.lastName)).toEqual(['Lovelace']);
    expect(filterResults(bidders, '', 'withFeedback').map((r) => r.bidder.lastName)).toEqual(['Turing']);
    expect(filterResults(bidders, 'nobody', 'all')).toEqual([]);
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
