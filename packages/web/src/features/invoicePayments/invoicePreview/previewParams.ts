/**
 * The preview's position, kept in the URL next to the route's invoice list:
 * `?view=all` shows every invoice, `?at=123` is the invoice shown one at a time (the first by default).
 */
export type PreviewView = 'one' | 'all';

export interface PreviewPosition {
  view: PreviewView;
  /** The invoice shown in View One; always one of `ids`, or null when the list is empty. */
  current: string | null;
  index: number;
}

export function readPreviewPosition(params: URLSearchParams, ids: readonly string[]): PreviewPosition {
  const view: PreviewView = params.get('view') === 'all' ? 'all' : 'one';
  const at = params.get('at');
  const found = at ? ids.indexOf(at) : -1;
  const index = found >= 0 ? found : 0;
  return { view, current: ids[index] ?? null, index };
}

/** The query with the view and the shown invoice changed; defaults leave the URL clean. */
export function withPreviewPosition(
  params: URLSearchParams,
  change: { view?: PreviewView; at?: string | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.view !== undefined) {
    if (change.view === 'all') next.set('view', 'all');
    else next.delete('view');
  }
  if (change.at !== undefined) {
    if (change.at) next.set('at', change.at);
    else next.delete('at');
  }
  return next;
}
