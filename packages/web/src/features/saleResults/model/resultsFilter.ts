/**
 * Search and filter of the results page (sales §5 Search: first name, last name or email,
 * case-insensitive, debounced 700 ms; §2 "search, filter"). The server applies them
 * (SaleResultReport.bidderPage); the page keeps them in its URL (resultsParams.ts).
 */
export const RESULTS_SEARCH_DEBOUNCE_MS = 700;

export type ResultsFilter = 'all' | 'disputed' | 'withoutFeedback' | 'withFeedback';

export const RESULTS_FILTERS: readonly { value: ResultsFilter; label: string }[] = [
  { value: 'all', label: 'All lots' },
  { value: 'disputed', label: 'Lots with a dispute' },
  { value: 'withoutFeedback', label: 'Lots without feedback' },
  { value: 'withFeedback', label: 'Lots with feedback' },
];

export function isResultsFilter(value: string | null): value is ResultsFilter {
  return RESULTS_FILTERS.some((f) => f.value === value);
}
