import { GROUP_TABLE_PAGE_SIZES, type DisputeAction } from '@ah/schema';
import type { DisputeActionKind, DisputeFilter } from '../../../__generated__/graphql';

/**
 * The disputes screens' URL state (sales §2 Disputes and feedback, §4 Dispute filters): the list's
 * filter and the confirm page's selection, action and message in the query, so a reload keeps them.
 */
export const FILTER_OPTIONS: readonly { value: DisputeFilter; param: string; label: string }[] = [
  { value: 'OPEN', param: 'open', label: 'Open' },
  { value: 'PAST_6_MONTHS', param: 'past6Months', label: 'Past 6 months' },
  { value: 'PAST_YEAR', param: 'pastYear', label: 'Past year' },
  { value: 'ALL', param: 'all', label: 'All' },
];

export function filterFromParam(param: string | null): DisputeFilter {
  return FILTER_OPTIONS.find((f) => f.param === param)?.value ?? 'OPEN';
}

export function filterParam(filter: DisputeFilter): string {
  return FILTER_OPTIONS.find((f) => f.value === filter)?.param ?? 'open';
}

/** The table's page sizes: the spec's 50, 100 or 200, 50 by default (sales §9 tables). */
export const DISPUTE_PAGE_SIZES: readonly number[] = GROUP_TABLE_PAGE_SIZES;
export const DISPUTE_PAGE_SIZE = GROUP_TABLE_PAGE_SIZES[0];

/** The most disputes one action takes (the service's limit; the gateway says "Select at most 100."). */
export const MAX_DISPUTE_SELECTION = 100;

/** The list's URL state: the filter, the 1-based page and its size (`?filter=all&page=2&pageSize=100`). */
export interface DisputeListParams {
  filter: DisputeFilter;
  page: number;
  pageSize: number;
}

const wholeFrom = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return raw !== null && /^\d{1,7}$/.test(raw) && n >= 1 ? n : fallback;
};

export function disputeListParamsOf(params: URLSearchParams): DisputeListParams {
  const pageSize = wholeFrom(params.get('pageSize'), DISPUTE_PAGE_SIZE);
  return {
    filter: filterFromParam(params.get('filter')),
    page: wholeFrom(params.get('page'), 1),
    pageSize: DISPUTE_PAGE_SIZES.includes(pageSize) ? pageSize : DISPUTE_PAGE_SIZE,
  };
}

/** The list's query string; page 1 and the default size are left out, the filter always shown. */
export function disputeListSearch(p: DisputeListParams): string {
  const params = new URLSearchParams({ filter: filterParam(p.filter) });
  if (p.page > 1) params.set('page', String(p.page));
  if (p.pageSize !== DISPUTE_PAGE_SIZE) params.set('pageSize', String(p.pageSize));
  return `?${params.toString()}`;
}

/** The panel's actions and their labels (sales §2 "Send Buyers a Message, Cancel Disputes, Close Disputes, Reopen Disputes"). */
export const ACTION_LABELS: Readonly<Record<DisputeAction, string>> = {
  message: 'Send Buyers a Message',
  cancel: 'Cancel Disputes',
  close: 'Close Disputes',
  reopen: 'Reopen Disputes',
};

export const ACTION_KINDS: Readonly<Record<DisputeAction, DisputeActionKind>> = {
  message: 'MESSAGE',
  cancel: 'CANCEL',
  close: 'CLOSE',
  reopen: 'REOPEN',
};

export function actionFromParam(param: string | null): DisputeAction | null {
  return param === 'message' || param === 'cancel' || param === 'close' || param === 'reopen' ? param : null;
}

/** `1,2,3` → ['1','2','3'] (whole numbers only, no repeats, in order). */
export function parseIdList(param: string | null): string[] {
  if (!param) return [];
  return [...new Set(param.split(',').map((s) => s.trim()))].filter((s) => /^[1-9]\d{0,9}$/.test(s));
}

/** The confirm page's URL for a selection (sales §2 "/customers/confirmDisputeAction"). */
export function confirmActionUrl(ids: readonly string[], action: DisputeAction, message: string): string {
  const params = new URLSearchParams({ ids: ids.join(','), action });
  if (message.trim() !== '') params.set('message', message);
  return `/customers/confirmDisputeAction?${params.toString()}`;
}

/** Lot refs in the Open New File path are joined with ',' (shared identifiers of the brief). */
export function parseLotRefs(param: string | undefined): string[] {
  if (!param) return [];
  return [...new Set(param.split(',').map((s) => s.trim()))].filter((s) => s !== '');
}

export const disputePath = (ref: string) => `/customers/dispute/${encodeURIComponent(ref)}`;
export const openDisputesPath = (lotRefs: readonly string[]) =>
  `/reports/openDisputes/${lotRefs.map(encodeURIComponent).join(',')}`;
export const SESSION_RESULTS_PATH = '/reports/sessionResults/viewSessionResults';

/** The navigation state the Open New File page gets and gives back (`{ catalogRefs }`). */
export function catalogRefsOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('catalogRefs' in state)) return [];
  const refs = (state as { catalogRefs: unknown }).catalogRefs;
  return Array.isArray(refs) ? refs.filter((r): r is string => typeof r === 'string') : [];
}

/** A date-time as MM/DD/YYYY (the disputes' dates; sales §9 list formats). */
export function formatDisputeDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}
