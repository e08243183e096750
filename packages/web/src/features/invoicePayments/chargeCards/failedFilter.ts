/**
 * The failed-invoices filter after a batch charge (invoicing §4): the declined invoices' ids, kept in
 * the URL (`?failed=12,40`) so a reload keeps the filter; Clear filter drops it (and the page).
 */
export const FAILED_PARAM = 'failed';

export function readFailedFilter(params: URLSearchParams): string[] | null {
  const value = params.get(FAILED_PARAM);
  if (!value) return null;
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return ids.length > 0 ? ids : null;
}

export function withFailedFilter(params: URLSearchParams, ids: readonly string[] | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (ids && ids.length > 0) next.set(FAILED_PARAM, ids.join(','));
  else next.delete(FAILED_PARAM);
  return next;
}
