/**
 * Search and filter of the results page (sales §5 Search: first name, last name or email,
 * case-insensitive, debounced 700 ms; §2 "search, filter"). Pure: the page keeps the whole answer
 * and shows the bidders and lots these keep.
 */
export const RESULTS_SEARCH_DEBOUNCE_MS = 700;

export type ResultsFilter = 'all' | 'disputed' | 'withoutFeedback' | 'withFeedback';

export const RESULTS_FILTERS: readonly { value: ResultsFilter; label: string }[] = [
  { value: 'all', label: 'All lots' },
  { value: 'disputed', label: 'Lots with a dispute' },
  { value: 'withoutFeedback', label: 'Lots without feedback' },
  { value: 'withFeedback', label: 'Lots with feedback' },
];

export interface FilterableBidder<I> {
  firstName: string;
  lastName: string;
  email: string;
  items: readonly I[];
}

export interface FilterableItem {
  dispute?: { ref: string } | null;
  feedback?: { lotRef: string } | null;
}

export function matchesSearch(
  bidder: { firstName: string; lastName: string; email: string },
  search: string,
) {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [bidder.firstName, bidder.lastName, bidder.email].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

function keepsItem(item: FilterableItem, filter: ResultsFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'disputed':
      return item.dispute != null;
    case 'withoutFeedback':
      return item.feedback == null;
    case 'withFeedback':
      return item.feedback != null;
  }
}

/** The bidders the search matches, each with the lots the filter keeps; bidders left with no lot drop out. */
export function filterResults<B extends FilterableBidder<FilterableItem>>(
  bidders: readonly B[],
  search: string,
  filter: ResultsFilter,
): { bidder: B; items: B['items'][number][] }[] {
  return bidders
    .filter((b) => matchesSearch(b, search))
    .map((bidder) => ({ bidder, items: bidder.items.filter((i) => keepsItem(i, filter)) }))
    .filter((row) => row.items.length > 0);
}

export function isResultsFilter(value: string | null): value is ResultsFilter {
  return RESULTS_FILTERS.some((f) => f.value === value);
}
