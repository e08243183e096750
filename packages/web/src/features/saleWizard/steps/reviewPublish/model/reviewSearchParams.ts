import {
  DEFAULT_PAGE_SIZE,
  parseFilter,
  parsePageSize,
  parseSort,
  type ItemFilter,
  type ItemSort,
  type ItemView,
} from './reviewLots';

/**
 * The table's view kept in the URL (?filter=banned&sort=status&size=100&page=2&deleted=1), so a
 * filter survives a reload, Back undoes it, and a banner link is a real link.
 */
export function viewOf(params: URLSearchParams): ItemView {
  const page = Number(params.get('page'));
  return {
    filter: parseFilter(params.get('filter')),
    sort: parseSort(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: parsePageSize(params.get('size')),
    showDeleted: params.get('deleted') === '1',
  };
}

/** The params with a view change applied; defaults are left out, and a new filter or size goes to page 1. */
export function withView(params: URLSearchParams, change: Partial<ItemView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const view = { ...viewOf(params), ...change };
  if (change.filter !== undefined || change.pageSize !== undefined || change.showDeleted !== undefined)
    view.page = change.page ?? 1;
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set('filter', view.filter === 'ALL' ? null : view.filter.toLowerCase());
  set('sort', view.sort === 'number' ? null : view.sort);
  set('size', view.pageSize === DEFAULT_PAGE_SIZE ? null : String(view.pageSize));
  set('page', view.page <= 1 ? null : String(view.page));
  set('deleted', view.showDeleted ? '1' : null);
  return next;
}

/** The `?…` of a link that applies a view change (keeps the other params). */
export function searchWith(params: URLSearchParams, change: Partial<ItemView>): string {
  const query = withView(params, change).toString();
  return query ? `?${query}` : '?';
}

export type { ItemFilter, ItemSort };
