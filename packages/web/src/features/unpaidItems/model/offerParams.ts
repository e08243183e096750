import { UNPAID_PAGE_SIZE, UNPAID_PAGE_SIZES } from './pipelineParams';

/**
 * The URL state of the preview and offers lists (`?state=sent&page=2&pageSize=50`), and the offers'
 * states as staff read them.
 */
export type OfferState = 'SENT' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED';

export const OFFER_STATES: readonly { value: OfferState | null; param: string; label: string }[] = [
  { value: 'SENT', param: 'sent', label: 'Waiting for an answer' },
  { value: 'ACCEPTED', param: 'accepted', label: 'Accepted' },
  { value: 'DECLINED', param: 'declined', label: 'Declined' },
  { value: 'EXPIRED', param: 'expired', label: 'Expired' },
  { value: null, param: 'all', label: 'All' },
];

export const OFFER_STATE_LABELS: Readonly<Record<OfferState, string>> = {
  SENT: 'Sent',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
};

export interface ListParams {
  page: number;
  pageSize: number;
}

export interface OfferListParams extends ListParams {
  /** null: every state. SENT (those waiting for staff) when the URL names none. */
  state: OfferState | null;
}

const wholeFrom = (raw: string | null, fallback: number) =>
  raw !== null && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : fallback;

export function listParamsOf(params: URLSearchParams): ListParams {
  const pageSize = wholeFrom(params.get('pageSize'), UNPAID_PAGE_SIZE);
  return {
    page: wholeFrom(params.get('page'), 1),
    pageSize: UNPAID_PAGE_SIZES.includes(pageSize) ? pageSize : UNPAID_PAGE_SIZE,
  };
}

export function offerListParamsOf(params: URLSearchParams): OfferListParams {
  const param = params.get('state');
  const state = OFFER_STATES.find((s) => s.param === param)?.value;
  return { ...listParamsOf(params), state: state === undefined ? 'SENT' : state };
}

export function offerStateParam(state: OfferState | null): string {
  return OFFER_STATES.find((s) => s.value === state)?.param ?? 'all';
}

/** The query string of a list view; page 1, the default size and the default state are left out. */
export function listSearch(p: ListParams & { state?: OfferState | null }): string {
  const params = new URLSearchParams();
  if (p.state !== undefined && p.state !== 'SENT') params.set('state', offerStateParam(p.state));
  if (p.page > 1) params.set('page', String(p.page));
  if (p.pageSize !== UNPAID_PAGE_SIZE) params.set('pageSize', String(p.pageSize));
  const query = params.toString();
  return query ? `?${query}` : '?';
}
