import type { Request } from 'express';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';

/**
 * The paging extension of POST /catalogs/sessionResults (openapi/house.yaml, `x-extension`): a page
 * of bidders in the answer's order, searched and filtered in SQL, so a page of a sale of thousands
 * of lots reads that page's bidders' rows only. The grand totals are kept per session (0034).
 */

export type ResultLotFilter = 'all' | 'disputed' | 'withoutFeedback' | 'withFeedback';

const LOT_FILTERS: readonly ResultLotFilter[] = ['all', 'disputed', 'withoutFeedback', 'withFeedback'];

export interface ResultPaging {
  /** Null when the caller did not ask for a page (the legacy answer: every bidder). */
  limit: number | null;
  offset: number;
  /** Trimmed, lower case; '' for none. */
  search: string;
  lotFilter: ResultLotFilter;
}

/** The largest page of bidders one request may ask. */
export const MAX_RESULT_BIDDERS = 500;
const SEARCH_MAX = 200;

function wholeNumber(value: unknown, name: string, max: number): number | null {
  if (value === undefined) return null;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n > max)
    throw badRequest('INVALID_PARAMETER', `"${name}" must be a whole number from 0 to ${max}.`, name);
  return n;
}

/** The extension's query parameters, 400 when one cannot be read. */
export function resultPagingOf(req: Request): ResultPaging {
  const search = req.query['search'];
  if (search !== undefined && (typeof search !== 'string' || search.length > SEARCH_MAX))
    throw badRequest(
      'INVALID_PARAMETER',
      `"search" must be text of at most ${SEARCH_MAX} characters.`,
      'search',
    );
  const lotFilter = req.query['lotFilter'] ?? 'all';
  if (!LOT_FILTERS.includes(lotFilter as ResultLotFilter))
    throw badRequest(
      'INVALID_PARAMETER',
      `"lotFilter" must be one of ${LOT_FILTERS.join(', ')}.`,
      'lotFilter',
    );
  return {
    limit: wholeNumber(req.query['limit'], 'limit', MAX_RESULT_BIDDERS),
    offset: wholeNumber(req.query['offset'], 'offset', 1_000_000_000) ?? 0,
    search: typeof search === 'string' ? search.trim().toLowerCase() : '',
    lotFilter: lotFilter as ResultLotFilter,
  };
}

/** Whether the request used the extension at all (then the answer carries `bidderCount`). */
export function asksExtension(paging: ResultPaging): boolean {
  return paging.limit !== null || paging.search !== '' || paging.lotFilter !== 'all';
}

/**
 * The won (unpassed) lots of the catalogs (`w`): their lines kept by migration 0034's triggers
 * (lot_result_lines: lot, session, house, bidder), read by the (catalog, bidder) index instead of
 * joining every result of the sessions with its lot, session and registration.
 */
function wonLines(houseId: number, catalogIds: readonly number[]): RawBuilder<unknown> {
  return sql`lot_result_lines w where w.catalog_id in (${sql.join(catalogIds)}) and w.house_id = ${houseId}`;
}

/** A lot's latest dispute exists (as the rows' `disputeRef`), and its feedback. */
const hasDispute = sql`exists (select 1 from disputes d where d.lot_id = w.lot_id and d.house_id = w.house_id)`;
const hasFeedback = sql`exists (select 1 from lot_feedback f where f.lot_id = w.lot_id)`;

/** The SQL condition a lot must meet to stay under the filter (sales §2 Sale results filter). */
export function lotFilterCondition(filter: ResultLotFilter): RawBuilder<boolean> {
  switch (filter) {
    case 'all':
      return sql<boolean>`true`;
    case 'disputed':
      return sql<boolean>`${hasDispute}`;
    case 'withoutFeedback':
      return sql<boolean>`not ${hasFeedback}`;
    case 'withFeedback':
      return sql<boolean>`${hasFeedback}`;
  }
}

function searchCondition(search: string): RawBuilder<boolean> {
  if (search === '') return sql<boolean>`true`;
  // A LIKE pattern of the text with its wildcards taken literally (sales §5 Search: contains).
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<boolean>`(lower(b.first_name) like ${pattern} or lower(b.last_name) like ${pattern}
    or lower(b.email) like ${pattern})`;
}

/**
 * One page of the bidders with a lot the filter keeps, matching the search, in the answer's order
 * (last name, first name, id), and how many match over every page.
 */
export async function loadResultBidderPage(
  db: Kysely<DB>,
  houseId: number,
  catalogIds: readonly number[],
  paging: ResultPaging,
): Promise<{ bidderIds: number[]; count: number }> {
  if (catalogIds.length === 0) return { bidderIds: [], count: 0 };
  // The sessions' distinct winners with a lot the filter keeps first, then their names: one
  // bidder read per winner, not per won lot.
  const { rows } = await sql<{ bidder_id: number; total: number | string }>`
    with matching as (
      select b.id as bidder_id, lower(b.last_name) as last_key, lower(b.first_name) as first_key
      from (
        select distinct w.bidder_id from ${wonLines(houseId, catalogIds)}
          and ${lotFilterCondition(paging.lotFilter)}
      ) won
      join bidders b on b.id = won.bidder_id
      where ${searchCondition(paging.search)}
    )
    select m.bidder_id, t.total from (select count(*) as total from matching) t
    left join lateral (
      select bidder_id from matching order by last_key, first_key, bidder_id
      limit ${paging.limit ?? MAX_RESULT_BIDDERS} offset ${paging.offset}
    ) m on true`.execute(db);
  return {
    bidderIds: rows.flatMap((r) => (r.bidder_id === null ? [] : [r.bidder_id])),
    count: Number(rows[0]?.total ?? 0),
  };
}

export interface ResultSumsCents {
  lotCount: number;
  hammer: number;
  buyPrem: number;
  liveFee: number;
  payable: number;
}

/**
 * The grand totals of the catalogs in integer cents: the sums migration 0034's triggers keep per
 * session (sale_result_sums: the invoice line math of invoiceBuilder.buildLine per won lot, premium
 * at the session's rate and the live fee on live internet channels, each rounded half up), one row
 * per session whatever its lots; saleResultSums.test.ts holds them to buildLine's answer.
 */
export async function loadResultTotals(
  db: Kysely<DB>,
  houseId: number,
  catalogIds: readonly number[],
): Promise<ResultSumsCents> {
  if (catalogIds.length === 0) return { lotCount: 0, hammer: 0, buyPrem: 0, liveFee: 0, payable: 0 };
  // The caller's sessions only (each sum holds its own house's results).
  const { rows } = await sql<{
    lot_count: number | string | null;
    hammer: string | null;
    premium: string | null;
    live_fee: string | null;
  }>`
    select sum(s.lot_count) as lot_count, sum(s.hammer) as hammer, sum(s.premium) as premium,
      sum(s.live_fee) as live_fee
    from sale_result_sums s join catalogs c on c.id = s.catalog_id
    where s.catalog_id in (${sql.join(catalogIds)}) and c.house_id = ${houseId}`.execute(db);
  const row = rows[0];
  const hammer = Number(row?.hammer ?? 0);
  const buyPrem = Number(row?.premium ?? 0);
  const liveFee = Number(row?.live_fee ?? 0);
  return {
    lotCount: Number(row?.lot_count ?? 0),
    hammer,
    buyPrem,
    liveFee,
    payable: hammer + buyPrem + liveFee,
  };
}

/** The filter on a loaded row, the same rule as lotFilterCondition (the page's rows only). */
export function keepsLot(
  filter: ResultLotFilter,
): (row: { disputeRef: string | null; feedback: unknown }) => boolean {
  switch (filter) {
    case 'all':
      return () => true;
    case 'disputed':
      return (row) => row.disputeRef !== null;
    case 'withoutFeedback':
      return (row) => row.feedback === null;
    case 'withFeedback':
      return (row) => row.feedback !== null;
  }
}
