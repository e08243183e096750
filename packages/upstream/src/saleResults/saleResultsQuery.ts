import { AFTER_SALE_MESSAGES as M, DISPUTE_STATUSES, type DisputeStatus } from '@ah/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Channel } from '../invoices/tables.js';
import { badRequest, notFound } from '../http/httpError.js';
import { buildLine } from '../invoices/invoiceBuilder.js';

/**
 * The rows behind the session results (sales §3 Session results, Result item): a fixed number of
 * set-based statements whatever the number of bidders or lots — one for the selected catalogs, one
 * for every won lot with its bidder, registration, latest dispute and feedback. Passed lots
 * (`sale_results.passed`) are left out. Money is integer cents here; premium and live fee come from
 * the invoices' own line math (invoiceBuilder.buildLine), so results and invoices agree.
 */

export interface ResultCatalog {
  id: number;
  ref: string;
  title: string;
  prefix: string;
  startsAt: Date;
  currencyCode: string;
}

export interface ResultRow {
  transactionId: number;
  lotId: number;
  lotRef: string;
  lotNumber: string;
  title: string;
  catalogRef: string;
  catalogPrefix: string;
  saleDate: Date;
  approvalId: number;
  channel: Channel;
  paddleNumber: string | null;
  bidderId: number;
  bidderRef: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postCode: string;
  country: string;
  hammer: number;
  premium: number;
  liveFee: number;
  payable: number;
  disputeRef: string | null;
  disputeStatus: DisputeStatus | null;
  feedback: {
    type: 'p' | 'n';
    message: string;
    defaultFeedbackId: number | null;
  } | null;
}

/** At most this many sessions in one results request. */
export const MAX_RESULT_CATALOGS = 100;

/**
 * The caller's catalogs for the refs (deduplicated, in the given order). A ref that is not the
 * house's is 404 (no difference between another house's and none); several currencies are 400
 * with the spec's message (sales §2 Sale results).
 */
export async function loadResultCatalogs(
  db: Kysely<DB>,
  houseId: number,
  refs: readonly string[],
): Promise<ResultCatalog[]> {
  const unique = [...new Set(refs.map((r) => r.trim()).filter((r) => r !== ''))];
  if (unique.length === 0)
    throw badRequest('CATALOGS_REQUIRED', 'Select at least one session.', 'catalogRefs');
  if (unique.length > MAX_RESULT_CATALOGS)
    throw badRequest('TOO_MANY_CATALOGS', `Select at most ${MAX_RESULT_CATALOGS} sessions.`, 'catalogRefs');
  const rows = await db
    .selectFrom('catalogs')
    .select(['id', 'ref', 'title', 'identifier', 'starts_at', 'currency_code'])
    .where('house_id', '=', houseId)
    .where('ref', 'in', unique)
    .execute();
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  const missing = unique.find((ref) => !byRef.has(ref));
  if (missing !== undefined) throw notFound('CATALOG_NOT_FOUND', `No session ${missing} in this house.`);
  const catalogs = unique.map((ref) => {
    const r = byRef.get(ref)!;
    return {
      id: r.id,
      ref: r.ref,
      title: r.title,
      prefix: r.identifier,
      startsAt: new Date(r.starts_at),
      currencyCode: r.currency_code,
    };
  });
  if (new Set(catalogs.map((c) => c.currencyCode)).size > 1)
    throw badRequest('MIXED_CURRENCIES', M.sameCurrency, 'catalogRefs');
  return catalogs;
}

interface RawRow {
  transaction_id: number;
  lot_id: number;
  lot_ref: string;
  lot_number: number | null;
  lot_number_ext: string;
  inv_number: string | null;
  title: string;
  catalog_ref: string;
  catalog_prefix: string;
  starts_at: Date | string;
  sale_type: 'live' | 'timed';
  buyer_premium_rate: number;
  restricted: boolean;
  approval_id: number;
  channel: Channel;
  paddle_number: string | null;
  bidder_id: number;
  bidder_ref: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address_line1: string;
  city: string;
  state: string;
  province: string;
  postal_code: string;
  country: string;
  hammer: number | string;
  dispute_ref: string | null;
  dispute_status: DisputeStatus | null;
  feedback_type: 'p' | 'n' | null;
  feedback_message: string | null;
  default_feedback_id: number | null;
}

/**
 * Every unpassed result of the catalogs, in one statement, sorted by bidder last name then lot;
 * only the given bidders' when `bidderIds` is given (a page of the results, resultPaging.ts): their
 * won lots are read first from the lines migration 0034 keeps (the (catalog, bidder) index), so the
 * results are found by lot id rather than among every result of the house.
 */
export async function loadResultRows(
  db: Kysely<DB>,
  houseId: number,
  catalogIds: readonly number[],
  bidderIds?: readonly number[],
): Promise<ResultRow[]> {
  if (catalogIds.length === 0 || bidderIds?.length === 0) return [];
  let ofBidders = sql``;
  if (bidderIds) {
    const { rows: lines } = await sql<{ lot_id: number }>`
      select lot_id from lot_result_lines
      where catalog_id in (${sql.join(catalogIds)}) and bidder_id in (${sql.join(bidderIds)})
        and house_id = ${houseId}`.execute(db);
    if (lines.length === 0) return [];
    ofBidders = sql`and sr.lot_id in (${sql.join(lines.map((l) => l.lot_id))})`;
  }
  const { rows } = await sql<RawRow>`
    select sr.id as transaction_id, l.id as lot_id, l.ref as lot_ref, l.lot_number, l.lot_number_ext,
      l.inv_number, l.title, c.ref as catalog_ref, c.identifier as catalog_prefix, c.starts_at,
      c.sale_type, c.buyer_premium_rate, l.restricted,
      a.id as approval_id, a.channel, a.paddle_number,
      b.id as bidder_id, b.ref as bidder_ref, b.first_name, b.last_name, b.email, b.phone,
      b.address_line1, b.city, b.state, b.province, b.postal_code, b.country,
      sr.hammer, d.ref as dispute_ref, d.status as dispute_status,
      f.feedback_type, f.message as feedback_message, f.default_feedback_id
    from sale_results sr
    join lots l on l.id = sr.lot_id
    join catalogs c on c.id = l.catalog_id
    join approvals a on a.id = sr.approval_id
    join bidders b on b.id = a.bidder_id
    left join lateral (
      -- house_id + 0: the lot's index, not the house's (without statistics, as on PGlite, the
      -- planner took the house's and read every dispute of the house for each lot).
      select ref, status from disputes
      where lot_id = l.id and house_id + 0 = ${houseId}
      order by opened_at desc, id desc
      limit 1
    ) d on true
    left join lot_feedback f on f.lot_id = l.id
    where sr.house_id = ${houseId} and not sr.passed
      and l.catalog_id in (${sql.join(catalogIds)}) ${ofBidders}
    order by lower(b.last_name), lower(b.first_name), b.id, c.starts_at, l.lot_number nulls last,
      l.lot_number_ext, l.id`.execute(db);
  return rows.map(toResultRow);
}

function lotNumberOf(r: RawRow): string {
  if (r.lot_number === null) return r.inv_number ?? '';
  return `${r.lot_number}${r.lot_number_ext}`;
}

function toResultRow(r: RawRow): ResultRow {
  const hammer = Number(r.hammer);
  const line = buildLine(
    {
      lotId: r.lot_id,
      approvalId: r.approval_id,
      bidderId: r.bidder_id,
      channel: r.channel,
      saleType: r.sale_type,
      hammer,
      buyerPremiumRate: r.buyer_premium_rate,
      restricted: r.restricted,
    },
    [],
    [],
  );
  return {
    transactionId: r.transaction_id,
    lotId: r.lot_id,
    lotRef: r.lot_ref,
    lotNumber: lotNumberOf(r),
    title: r.title,
    catalogRef: r.catalog_ref,
    catalogPrefix: r.catalog_prefix,
    saleDate: new Date(r.starts_at),
    approvalId: r.approval_id,
    channel: r.channel,
    paddleNumber: r.paddle_number,
    bidderId: r.bidder_id,
    bidderRef: r.bidder_ref,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    street: r.address_line1,
    city: r.city,
    state: r.state !== '' ? r.state : r.province,
    postCode: r.postal_code,
    country: r.country,
    hammer: line.hammer,
    premium: line.premium,
    liveFee: line.liveFee,
    payable: line.hammer + line.premium + line.liveFee,
    disputeRef: r.dispute_ref,
    disputeStatus: r.dispute_status,
    feedback:
      r.feedback_type === null
        ? null
        : {
            type: r.feedback_type,
            message: r.feedback_message ?? '',
            defaultFeedbackId: r.default_feedback_id,
          },
  };
}

/** The status's words (@ah/schema DISPUTE_STATUSES), empty without a dispute. */
export function disputeDescription(status: DisputeStatus | null): string {
  return status === null ? '' : DISPUTE_STATUSES[status].description;
}
