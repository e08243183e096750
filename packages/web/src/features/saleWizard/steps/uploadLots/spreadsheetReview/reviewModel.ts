import { validateLotRows, type LotFieldName, type LotRulesContext } from '@ah/schema';
import type {
  LotRowFieldsFragment,
  LotRowInput,
  SpreadsheetErrorFieldsFragment,
} from '../../../../../__generated__/graphql';

/**
 * The lot review step's state (sales §2 Lot review step, §4 Upload flow): the uploaded rows kept in
 * the browser, and their errors. The rows' own rules run here after every edit or delete (the same
 * `validateLotRows` the catalog service runs), so an edit clears what it fixed, and duplicates
 * (110, 121) clear as soon as one row with the number remains. Errors only the server can find
 * (a lot not in the catalog, a formula cell, ...) stay on their row until that row is edited.
 */

export type ReviewRow = Omit<LotRowFieldsFragment, '__typename' | 'hasError'>;
export type ReviewError = Omit<SpreadsheetErrorFieldsFragment, '__typename'>;
/** The values a person edits (everything but the row's identity). */
export type RowValues = Partial<Pick<ReviewRow, LotFieldName>>;

export interface ReviewState {
  rows: readonly ReviewRow[];
  /** Errors of the last server answer (the upload, or a save that was refused). */
  serverErrors: readonly ReviewError[];
  /** Rows changed since that answer: their server errors no longer apply. */
  edited: ReadonlySet<string>;
}

/** Duplicates are a property of all rows together: always the browser's own count. */
const RECOUNTED_CODES = new Set(['110', '121']);

export function reviewStateOf(
  rows: readonly LotRowFieldsFragment[],
  errors: readonly SpreadsheetErrorFieldsFragment[],
): ReviewState {
  return {
    rows: rows.map(stripRow),
    serverErrors: errors.map(stripError),
    edited: new Set(),
  };
}

function stripRow(row: LotRowFieldsFragment): ReviewRow {
  const { __typename: _typename, hasError: _hasError, ...rest } = row;
  return rest;
}

function stripError(error: SpreadsheetErrorFieldsFragment): ReviewError {
  const { __typename: _typename, ...rest } = error;
  return rest;
}

const keyOf = (e: ReviewError) => `${e.lotRowId ?? ''}|${e.errorCode}|${e.column ?? ''}`;

/** Every row error now: the rows' rules, plus the server's findings on rows not edited since. */
export function currentErrors(state: ReviewState, ctx: LotRulesContext): ReviewError[] {
  const errors: ReviewError[] = validateLotRows(state.rows, ctx);
  const seen = new Set(errors.map(keyOf));
  const ids = new Set(state.rows.map((r) => r.id));
  for (const e of state.serverErrors) {
    if (!e.lotRowId || !ids.has(e.lotRowId) || state.edited.has(e.lotRowId)) continue;
    if (RECOUNTED_CODES.has(e.errorCode) || seen.has(keyOf(e))) continue;
    seen.add(keyOf(e));
    errors.push(e);
  }
  return errors;
}

/** The errors of each row, by row id. */
export function errorsByRow(errors: readonly ReviewError[]): Map<string, ReviewError[]> {
  const byRow = new Map<string, ReviewError[]>();
  for (const e of errors) {
    if (!e.lotRowId) continue;
    const list = byRow.get(e.lotRowId);
    if (list) list.push(e);
    else byRow.set(e.lotRowId, [e]);
  }
  return byRow;
}

/** Empty texts are stored as null, like the parser's empty cells. */
function normalised(values: RowValues): RowValues {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  );
}

/** One row edited in the edit modal. */
export function editRow(state: ReviewState, id: string, values: RowValues): ReviewState {
  const patch = normalised(values);
  return {
    ...state,
    rows: state.rows.map((r) => (r.id === id ? { ...r, ...patch } : r)),
    edited: new Set([...state.edited, id]),
  };
}

/** The bulk edit modal: the values given (non-empty) set on every chosen row. */
export function editRows(state: ReviewState, ids: readonly string[], values: RowValues): ReviewState {
  const patch = Object.fromEntries(
    Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as RowValues;
  if (Object.keys(patch).length === 0) return state;
  const chosen = new Set(ids);
  return {
    ...state,
    rows: state.rows.map((r) => (chosen.has(r.id) ? { ...r, ...normalised(patch) } : r)),
    edited: new Set([...state.edited, ...ids]),
  };
}

export function deleteRows(state: ReviewState, ids: readonly string[]): ReviewState {
  const gone = new Set(ids);
  return { ...state, rows: state.rows.filter((r) => !gone.has(r.id)) };
}

/** After a refused save: its errors become the server's findings, and no row counts as edited. */
export function withServerErrors(
  state: ReviewState,
  errors: readonly SpreadsheetErrorFieldsFragment[],
): ReviewState {
  return { ...state, serverErrors: errors.map(stripError), edited: new Set() };
}

/** The rows as the save mutation takes them. */
export function rowsToSave(state: ReviewState): LotRowInput[] {
  return state.rows.map((r) => ({ ...r }));
}

// ---------------------------------------------------------------------------------------------
// Filter, pages, selection

export interface TableView {
  errorsOnly: boolean;
  page: number;
  pageSize: number;
}

export interface TablePage {
  rows: ReviewRow[];
  /** Rows after the filter. */
  total: number;
  pageCount: number;
  /** The page shown (clamped into range). */
  page: number;
}

/** One page of the (filtered) rows: only these are rendered, whatever the upload's size. */
export function tablePage(
  rows: readonly ReviewRow[],
  byRow: ReadonlyMap<string, unknown>,
  view: TableView,
): TablePage {
  const filtered = view.errorsOnly ? rows.filter((r) => byRow.has(r.id)) : rows;
  const pageCount = Math.max(1, Math.ceil(filtered.length / view.pageSize));
  const page = Math.min(Math.max(1, view.page), pageCount);
  const start = (page - 1) * view.pageSize;
  return { rows: filtered.slice(start, start + view.pageSize), total: filtered.length, pageCount, page };
}

/** Ticks or unticks ids in a selection. */
export function toggled(selection: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selection);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
