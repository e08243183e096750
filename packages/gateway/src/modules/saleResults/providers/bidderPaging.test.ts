import { describe, expect, it } from 'vitest';
import type { components } from '../../../__generated__/upstream/house.js';
import { bidderQueryOf, matchingBidders } from './bidderPaging.js';

type Bidder = components['schemas']['ResultBidder'];
type Item = components['schemas']['ResultItem'];

const item = (lotRef: string, disputed: boolean, feedback: boolean) =>
  ({
    lotRef,
    disputeRef: disputed ? `D-${lotRef}` : null,
    feedback: feedback
      ? { positive: true, message: 'Thanks', defaultFeedback: false, feedbackId: null }
      : null,
  }) as Item;
const bidder = (firstName: string, lastName: string, email: string, items: Item[]) =>
  ({ firstName, lastName, email, items }) as Bidder;

describe('sale results bidder paging without the service extension (sales §2, §5 Search)', () => {
  const bidders = [
    bidder('Ada', 'Lovelace', 'ada@example.com', [item('A1', true, false), item('A2', false, true)]),
    bidder('Alan', 'Turing', 'alan@example.com', [item('T1', false, false)]),
  ];
  const names = (found: Bidder[]) => found.map((b) => [b.lastName, b.items.map((i) => i.lotRef)]);

  it('searches first name, last name or e-mail in any case', () => {
    expect(names(matchingBidders(bidders, 'LOVE', 'all'))).toEqual([['Lovelace', ['A1', 'A2']]]);
    expect(names(matchingBidders(bidders, 'alan@', 'all'))).toEqual([['Turing', ['T1']]]);
    expect(matchingBidders(bidders, 'nobody', 'all')).toEqual([]);
  });

  it('keeps the lots the filter keeps and drops bidders left with none', () => {
    expect(names(matchingBidders(bidders, '', 'disputed'))).toEqual([['Lovelace', ['A1']]]);
    expect(names(matchingBidders(bidders, '', 'withFeedback'))).toEqual([['Lovelace', ['A2']]]);
    expect(names(matchingBidders(bidders, '', 'withoutFeedback'))).toEqual([
      ['Lovelace', ['A1']],
      ['Turing', ['T1']],
    ]);
  });

  it('reads the window, search and filter from the arguments, refusing other page sizes', () => {
    expect(bidderQueryOf({ page: 3, pageSize: 25, search: ' ada ', filter: 'WITH_FEEDBACK' })).toEqual({
      window: { offset: 50, limit: 25, page: 3 },
      search: 'ada',
      lotFilter: 'withFeedback',
    });
    expect(bidderQueryOf({}).window).toEqual({ offset: 0, limit: 50, page: 1 });
    expect(() => bidderQueryOf({ pageSize: 30 })).toThrow('pageSize must be one of 25, 50, 100.');
    expect(() => bidderQueryOf({ search: 'x'.repeat(201) })).toThrow(/search/);
  });
});
