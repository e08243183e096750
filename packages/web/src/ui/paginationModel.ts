/**
 * Which page links a pager shows (invoicing §9: "Pagination shows 4 pages and 1 margin page"):
 * a window of `range` pages around the current one, `margin` pages at each end, and a gap
 * marker where pages are left out. The same rules as the legacy pager.
 */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export const PAGE_RANGE_DISPLAYED = 4;
export const MARGIN_PAGES_DISPLAYED = 1;

export function paginationItems(
  currentPage: number,
  totalPages: number,
  range: number = PAGE_RANGE_DISPLAYED,
  margin: number = MARGIN_PAGES_DISPLAYED,
): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const selected = Math.min(Math.max(1, Math.floor(currentPage)), total) - 1; // 0-based
  if (total <= range) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));

  let left = range / 2;
  let right = range - left;
  if (selected > total - range / 2) {
    right = total - selected;
    left = range - right;
  } else if (selected < range / 2) {
    left = selected;
    right = range - left;
  }

  const items: PaginationItem[] = [];
  for (let index = 0; index < total; index++) {
    const page = index + 1;
    const inMargin = page <= margin || page > total - margin;
    const upper = selected === 0 && range > 1 ? right - 1 : right;
    const inWindow = index >= selected - left && index <= selected + upper;
    if (inMargin || inWindow) items.push({ kind: 'page', page });
    else if (items.at(-1)?.kind !== 'gap') items.push({ kind: 'gap', key: `gap-${page}` });
  }
  return items;
}

/** Reads a 1-based page number from a query-string value; anything invalid is page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** The query parameters of another page of the same list, the others kept (page 1 has no `page`). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The link of another page of the same list, keeping the other query parameters (page 1 has none). */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const query = withPage(params, page).toString();
  return query ? `${pathname}?${query}` : pathname;
}
