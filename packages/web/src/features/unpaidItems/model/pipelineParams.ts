import { ASIDE_STAGES, PIPELINE_STAGES, type UnpaidStage } from './unpaidItemTexts';

/**
 * The pipeline screen's URL state (`/unpaid-items?stage=disputed&search=ann&page=2&pageSize=50`):
 * what is filtered and which page, so a reload or a shared link shows the same list. The server
 * pages the list (at most 100 a page, the service's limit).
 */
export const UNPAID_PAGE_SIZES: readonly number[] = [25, 50, 100];
export const UNPAID_PAGE_SIZE = 25;
/** The longest search the screen sends (a name, a buyer ref or an invoice number). */
export const SEARCH_MAX = 100;

export interface PipelineParams {
  /** null: every invoice in the pipeline (paused and excluded ones only when asked for). */
  stage: UnpaidStage | null;
  search: string;
  page: number;
  pageSize: number;
}

const STAGES: readonly UnpaidStage[] = [...PIPELINE_STAGES, ...ASIDE_STAGES];

/** `PAST_DEADLINE` ↔ `past-deadline`: the URL's spelling of a stage. */
export const stageParam = (stage: UnpaidStage) => stage.toLowerCase().replaceAll('_', '-');

export function stageFromParam(param: string | null): UnpaidStage | null {
  return STAGES.find((stage) => stageParam(stage) === param) ?? null;
}

const wholeFrom = (raw: string | null, fallback: number) =>
  raw !== null && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : fallback;

export function pipelineParamsOf(params: URLSearchParams): PipelineParams {
  const pageSize = wholeFrom(params.get('pageSize'), UNPAID_PAGE_SIZE);
  return {
    stage: stageFromParam(params.get('stage')),
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    page: wholeFrom(params.get('page'), 1),
    pageSize: UNPAID_PAGE_SIZES.includes(pageSize) ? pageSize : UNPAID_PAGE_SIZE,
  };
}

/** The query string of a pipeline view (an open dialog closes); defaults are left out. */
export function pipelineSearch(p: PipelineParams): string {
  const params = new URLSearchParams();
  if (p.stage) params.set('stage', stageParam(p.stage));
  const search = p.search.trim();
  if (search) params.set('search', search);
  if (p.page > 1) params.set('page', String(p.page));
  if (p.pageSize !== UNPAID_PAGE_SIZE) params.set('pageSize', String(p.pageSize));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The GraphQL variables of a view: the stage as the enum, an empty search as none. */
export function pipelineVariables(p: PipelineParams) {
  const search = p.search.trim();
  return { stage: p.stage, search: search === '' ? null : search, page: p.page, pageSize: p.pageSize };
}

/** "Invoices 26–50 of 112" for the list's status line; "112 invoices" when the page is past the end. */
export function rangeText(
  what: string,
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): string {
  if (shown === 0) return `${total} ${what.toLowerCase()}`;
  const first = (page - 1) * pageSize + 1;
  return `${what} ${first}–${first + shown - 1} of ${total}`;
}
