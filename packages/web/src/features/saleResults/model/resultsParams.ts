import { RESULT_BIDDER_PAGE_SIZE, RESULT_BIDDER_PAGE_SIZES } from '@ah/schema';
import type { SaleResultLotFilter } from '../../../__generated__/graphql';
import { isResultsFilter, type ResultsFilter } from './resultsFilter';

/**
 * The results page's search, filter and page live in its URL (`q`, `filter`, `page`, `pageSize`
 * beside `catalogRefs`), so a reload, the history and a shared link show the same page; the server
 * answers only that page (SaleResultReport.bidderPage).
 */
export interface ResultsParams {
  search: string;
  filter: ResultsFilter;
  page: number;
  pageSize: number;
}

const wholeFrom = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : fallback;
};

export function resultsParamsFrom(search: string): ResultsParams {
  const params = new URLSearchParams(search);
  const filter = params.get('filter');
  const pageSize = wholeFrom(params.get('pageSize'), RESULT_BIDDER_PAGE_SIZE);
  return {
    search: params.get('q') ?? '',
    filter: isResultsFilter(filter) ? filter : 'all',
    page: wholeFrom(params.get('page'), 1),
    pageSize: (RESULT_BIDDER_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : RESULT_BIDDER_PAGE_SIZE,
  };
}

/** The URL's query with `changes` applied; defaults are left out, and a new search or filter starts at page 1. */
export function withResultsParams(search: string, changes: Partial<ResultsParams>): string {
  const params = new URLSearchParams(search);
  const next = { ...resultsParamsFrom(search), ...changes };
  if ('search' in changes || 'filter' in changes || 'pageSize' in changes) next.page = changes.page ?? 1;
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set('q', next.search.trim(), '');
  set('filter', next.filter, 'all');
  set('page', String(next.page), '1');
  set('pageSize', String(next.pageSize), String(RESULT_BIDDER_PAGE_SIZE));
  return `?${params.toString().replace(/%2C/g, ',')}`;
}

const FILTER_ARGS: Record<ResultsFilter, SaleResultLotFilter> = {
  all: 'ALL',
  disputed: 'DISPUTED',
  withoutFeedback: 'WITHOUT_FEEDBACK',
  withFeedback: 'WITH_FEEDBACK',
};

/** The query's variables for the page the URL names. */
export function resultsVariables(catalogRefs: readonly string[], p: ResultsParams) {
  return {
    catalogRefs: [...catalogRefs],
    search: p.search.trim() === '' ? null : p.search.trim(),
    filter: FILTER_ARGS[p.filter],
    page: p.page,
    pageSize: p.pageSize,
  };
}
