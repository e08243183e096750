import { GROUP_DETAILS_DEFAULT_PAGE_SIZE, GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import type { InvoicePaidFilter } from '../../../__generated__/graphql';
import { parsePageParam } from '../../../ui/paginationModel';

/** The group details list state, kept in the URL: ?filter=paid&search=…&size=100&page=2. */
export interface DetailsListState {
  filter: InvoicePaidFilter;
  search: string | null;
  page: number;
  pageSize: number;
}

export const PAID_FILTERS: readonly InvoicePaidFilter[] = ['ALL', 'UNPAID', 'PAID'];

export function readDetailsParams(params: URLSearchParams): DetailsListState {
  const filter = params.get('filter')?.toUpperCase();
  const size = Number(params.get('size'));
  const search = params.get('search')?.trim();
  return {
    filter: PAID_FILTERS.find((f) => f === filter) ?? 'ALL',
    search: search ? search : null,
    page: parsePageParam(params.get('page')),
    pageSize: (GROUP_TABLE_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : GROUP_DETAILS_DEFAULT_PAGE_SIZE,
  };
}

/** A change of filter, search or page size starts again at page 1; defaults leave the URL clean. */
export function withListChange(
  params: URLSearchParams,
  change: { filter?: InvoicePaidFilter; search?: string | null; pageSize?: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (change.filter !== undefined) {
    if (change.filter === 'ALL') next.delete('filter');
    else next.set('filter', change.filter.toLowerCase());
  }
  if (change.search !== undefined) {
    const search = change.search?.trim();
    if (search) next.set('search', search);
    else next.delete('search');
  }
  if (change.pageSize !== undefined) {
    if (change.pageSize === GROUP_DETAILS_DEFAULT_PAGE_SIZE) next.delete('size');
    else next.set('size', String(change.pageSize));
  }
  return next;
}
