import { AFTER_SALE_MESSAGES } from '@ah/schema';

/** A session of the picker (sales §3 Sales results group catalogs). */
export interface PickableSession {
  catalogRef: string;
  currencyCode: string;
}

/**
 * The picker's verdict on a selection (sales §2 Sale results): View Results needs at least one
 * session, and the selected sessions must share a currency.
 */
export function selectionProblem(selected: readonly PickableSession[]): string | null {
  if (selected.length === 0) return null;
  return new Set(selected.map((s) => s.currencyCode)).size > 1 ? AFTER_SALE_MESSAGES.sameCurrency : null;
}

/**
 * The chosen sessions of the results page: the navigation state's `catalogRefs` (sales §2 "Selected
 * catalog refs arrive via navigation state"), else the query `?catalogRefs=a,b` so a reload works.
 */
export function catalogRefsFrom(state: unknown, search: string): string[] {
  if (typeof state === 'object' && state !== null && 'catalogRefs' in state) {
    const refs = (state as { catalogRefs: unknown }).catalogRefs;
    if (Array.isArray(refs) && refs.every((r) => typeof r === 'string') && refs.length > 0) return refs;
  }
  const fromQuery = new URLSearchParams(search).get('catalogRefs') ?? '';
  return fromQuery
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '');
}

/** The results page's URL for the sessions (query fallback for reloads). */
export function viewResultsPath(catalogRefs: readonly string[]): string {
  return `/reports/sessionResults/viewSessionResults?catalogRefs=${catalogRefs.map(encodeURIComponent).join(',')}`;
}
