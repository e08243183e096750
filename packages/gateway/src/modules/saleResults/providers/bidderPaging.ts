import { RESULT_BIDDER_PAGE_SIZE, RESULT_BIDDER_PAGE_SIZES, RESULT_SEARCH_MAX_LENGTH } from '@ah/schema';
import type { components } from '../../../__generated__/upstream/house.js';
import type { ConnectionArgs, PageWindow, PagingRule } from '../../../shared/connection.js';
import { badUserInput } from '../../../errors.js';
import { pageWindow } from '../../../input/paging.js';

type Schemas = components['schemas'];
type ResultBidder = Schemas['ResultBidder'];

/** SaleResultReport.bidderPage: the screen's page sizes; `first` up to the largest. */
export const RESULT_BIDDER_PAGING: PagingRule = {
  defaultSize: RESULT_BIDDER_PAGE_SIZE,
  maxSize: Math.max(...RESULT_BIDDER_PAGE_SIZES),
  sizes: RESULT_BIDDER_PAGE_SIZES,
};

/** The service's names of the lot filter (the `lotFilter` extension of house.yaml). */
export type ResultLotFilter = 'all' | 'disputed' | 'withoutFeedback' | 'withFeedback';

export const LOT_FILTERS = {
  ALL: 'all',
  DISPUTED: 'disputed',
  WITHOUT_FEEDBACK: 'withoutFeedback',
  WITH_FEEDBACK: 'withFeedback',
} as const satisfies Record<string, ResultLotFilter>;

/** What one page of bidders asks the service: a window of bidders, searched and filtered. */
export interface BidderQuery {
  window: PageWindow;
  /** Trimmed; '' for none. */
  search: string;
  lotFilter: ResultLotFilter;
}

/** The trimmed search, or BAD_USER_INPUT when it is too long. */
export function resultSearchOf(search: string | null | undefined): string {
  const text = (search ?? '').trim();
  if (text.length > RESULT_SEARCH_MAX_LENGTH)
    throw badUserInput(`search must have at most ${RESULT_SEARCH_MAX_LENGTH} characters.`, 'search');
  return text;
}

/** One key per distinct request, so the same page is read once per request. */
export const bidderQueryKey = (q: BidderQuery) =>
  JSON.stringify([q.window.offset, q.window.limit, q.search.toLowerCase(), q.lotFilter]);

const keepsItem = (item: Schemas['ResultItem'], filter: ResultLotFilter) => {
  switch (filter) {
    case 'all':
      return true;
    case 'disputed':
      return item.disputeRef !== null;
    case 'withoutFeedback':
      return item.feedback === null;
    case 'withFeedback':
      return item.feedback !== null;
  }
};

/**
 * The service's paging rule applied to a whole answer, for a service without the extension (the
 * answer has no `bidderCount`): the bidders whose first name, last name or e-mail contains the
 * search (any case; sales §5 Search), each with the lots the filter keeps, those left with none
 * dropped, in the answer's order.
 */
export function matchingBidders(
  bidders: readonly ResultBidder[],
  search: string,
  filter: ResultLotFilter,
): ResultBidder[] {
  const needle = search.toLowerCase();
  const found: ResultBidder[] = [];
  for (const bidder of bidders) {
    if (
      needle !== '' &&
      ![bidder.firstName, bidder.lastName, bidder.email].some((f) => f.toLowerCase().includes(needle))
    )
      continue;
    const items = filter === 'all' ? bidder.items : bidder.items.filter((i) => keepsItem(i, filter));
    if (items.length > 0) found.push(items === bidder.items ? bidder : { ...bidder, items });
  }
  return found;
}

/** The arguments of SaleResultReport.bidderPage. */
export interface BidderPageArgs extends ConnectionArgs {
  search?: string | null;
  filter?: keyof typeof LOT_FILTERS | null;
}

/** The page the arguments ask for, or BAD_USER_INPUT naming the argument that cannot be read. */
export function bidderQueryOf(args: BidderPageArgs): BidderQuery {
  return {
    window: pageWindow(args, RESULT_BIDDER_PAGING),
    search: resultSearchOf(args.search),
    lotFilter: LOT_FILTERS[args.filter ?? 'ALL'],
  };
}

/** The page a report asks for only its header: no bidder, the grand totals and sessions. */
export const HEADER_ONLY: BidderQuery = {
  window: { offset: 0, limit: 0, page: 1 },
  search: '',
  lotFilter: 'all',
};
