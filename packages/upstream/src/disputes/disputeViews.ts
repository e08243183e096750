import { DISPUTE_STATUSES, disputeActionRefusal, disputeTimeRefusal, type DisputeFilter } from '@ah/schema';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';
import { centsToDecimal } from '../invoices/money.js';
import type { DisputePageQuery } from './disputePages.js';
import { lotPrices, priceInfoJson } from './disputePrices.js';

/**
 * Reading disputes (sales §3 Dispute, §7): one query shape for the list, one dispute and the facts
 * the actions check, always scoped to the caller's house.
 */
const LOT_URL_BASE = 'https://www.invaluable.com/auction-lot/';
const DAY_MS = 86_400_000;

export function disputeQuery(db: Kysely<DB>, houseId: number) {
  return db
    .selectFrom('disputes as d')
    .innerJoin('lots as l', 'l.id', 'd.lot_id')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .innerJoin('bidders as b', 'b.id', 'd.bidder_id')
    .innerJoin('approvals as a', 'a.id', 'd.approval_id')
    .innerJoin('dispute_types as t', 't.id', 'd.reason_id')
    .leftJoin('sale_results as r', 'r.lot_id', 'd.lot_id')
    .leftJoin('invoice_lines as il', 'il.lot_id', 'd.lot_id')
    .leftJoin('house_credits as hc', 'hc.dispute_id', 'd.id')
    .leftJoin('house_no_bid_list as nb', (join) =>
      join.onRef('nb.house_id', '=', 'd.house_id').onRef('nb.bidder_id', '=', 'd.bidder_id'),
    )
    .where('d.house_id', '=', houseId)
    .select([
      'd.id',
      'd.ref',
      'd.lot_id as lotId',
      'd.status',
      'd.reason_id as reasonId',
      't.name as reasonName',
      'd.opened_at as openedAt',
      'd.status_changed_at as statusChangedAt',
      'd.strike_recorded as strikeRecorded',
      'r.id as transactionId',
      'b.id as bidderId',
      'b.ref as bidderRef',
      'b.first_name as firstName',
      'b.last_name as lastName',
      'b.phone',
      'b.email',
      'b.is_ebay as ebay',
      'a.id as approvalId',
      'a.channel',
      'c.ref as catalogRef',
      'c.title as catalogTitle',
      'c.starts_at as catalogDate',
      'c.sale_type as saleType',
      'c.buyer_premium_rate as buyerPremiumRate',
      'c.currency_code as currencyCode',
      'l.ref as lotRef',
      'l.lot_number as lotNumber',
      'l.lot_number_ext as lotNumberExt',
      'l.title as lotTitle',
      'r.hammer',
      'il.hammer as invoicedHammer',
      'il.premium as invoicedPremium',
      'il.live_fee as invoicedLiveFee',
      'hc.amount as creditAmount',
      'hc.issued_at as creditIssuedAt',
      'nb.bidder_id as noBidBidderId',
    ]);
}

export type DisputeRow = Awaited<ReturnType<ReturnType<typeof disputeQuery>['executeTakeFirstOrThrow']>>;

/** The filters of sales §4: open ones, past ones changed in the last 180 / 360 days, or all (null). */
function filterCondition(filter: DisputeFilter, now: Date): Expression<SqlBool> | null {
  if (filter === 'open') return sql<SqlBool>`d.status in ('b', 's', 'd')`;
  if (filter === 'past6Months' || filter === 'pastYear') {
    const since = new Date(now.getTime() - (filter === 'past6Months' ? 180 : 360) * DAY_MS);
    return sql<SqlBool>`d.status in ('x', 'c', 'n', 'm') and d.status_changed_at > ${since}`;
  }
  return null;
}

export async function listDisputes(
  db: Kysely<DB>,
  houseId: number,
  filter: DisputeFilter,
  now: Date,
): Promise<DisputeRow[]> {
  const condition = filterCondition(filter, now);
  const query = disputeQuery(db, houseId);
  return (condition ? query.where(condition) : query)
    .orderBy('d.status_changed_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/**
 * One page of the filter's disputes (only `ids` when given) in the list's order, and how many
 * match: SQL pages and counts (index of 0027), so a page costs the same however many disputes.
 */
export async function listDisputePage(
  db: Kysely<DB>,
  houseId: number,
  filter: DisputeFilter,
  now: Date,
  page: DisputePageQuery,
): Promise<{ rows: DisputeRow[]; totalCount: number }> {
  if (page.ids !== null && page.ids.length === 0) return { rows: [], totalCount: 0 };
  const ids = page.ids;
  const condition = filterCondition(filter, now) ?? sql<SqlBool>`true`;
  let matching = db.selectFrom('disputes as d').where('d.house_id', '=', houseId).where(condition);
  if (ids !== null) matching = matching.where('d.id', 'in', ids);
  // The page's ids first, in the list's order from the index of 0027; then the joins for those only.
  // (Two statements: as a sub-select, the planner joins every dispute before it keeps the page.)
  const [pageIds, total] = await Promise.all([
    matching
      .select('d.id')
      .orderBy('d.status_changed_at', 'desc')
      .orderBy('d.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list =
    pageIds.length === 0
      ? []
      : await disputeQuery(db, houseId)
          .where(
            'd.id',
            'in',
            pageIds.map((r) => r.id),
          )
          .orderBy('d.status_changed_at', 'desc')
          .orderBy('d.id', 'desc')
          .execute();
  return { rows: list, totalCount: Number(total.n) };
}

export async function findDispute(
  db: Kysely<DB>,
  houseId: number,
  ref: string,
): Promise<DisputeRow | undefined> {
  return disputeQuery(db, houseId).where('d.ref', '=', ref).executeTakeFirst();
}

export function lotNumberText(row: { lotNumber: number | null; lotNumberExt: string }): string {
  return `${row.lotNumber ?? ''}${row.lotNumberExt}`;
}

export function rowPrices(row: DisputeRow) {
  return lotPrices({
    hammer: row.hammer ?? row.invoicedHammer ?? 0,
    buyerPremiumRate: row.buyerPremiumRate,
    saleType: row.saleType,
    channel: row.channel,
    invoicedHammer: row.invoicedHammer,
    invoicedPremium: row.invoicedPremium,
    invoicedLiveFee: row.invoicedLiveFee,
  });
}

/** The contract's Dispute (openapi/house.yaml); `closeable` is for this caller at `now`. */
export function disputeJson(row: DisputeRow, viewer: { superUser: boolean; now: Date }) {
  const status = DISPUTE_STATUSES[row.status];
  const closeable =
    disputeActionRefusal('close', row.status, { superUser: viewer.superUser, ebayBidder: row.ebay }) ===
      null &&
    disputeTimeRefusal('close', {
      saleDate: row.catalogDate,
      openedAt: row.openedAt,
      now: viewer.now,
      superUser: viewer.superUser,
    }) === null;
  return {
    disputeInfo: {
      disputeID: row.id,
      disputeRef: row.ref,
      disputeStat: row.status,
      disputeStatDescription: status.description,
      disputeReasonID: row.reasonId,
      disputeReason: row.reasonName,
      openDate: row.openedAt.toISOString(),
      openDispute: status.open,
      closeable,
      disputeDate: row.statusChangedAt.toISOString(),
      transactionID: row.transactionId,
    },
    bidderInfo: {
      memberID: row.bidderId,
      memberRef: row.bidderRef,
      firstName: row.firstName,
      lastName: row.lastName,
      channel: row.channel,
      approvalID: row.approvalId,
      phone: row.phone,
      email: row.email,
      ebay: row.ebay,
    },
    catalogInfo: {
      catalogRef: row.catalogRef,
      catalogTitle: row.catalogTitle,
      catalogDate: row.catalogDate.toISOString(),
    },
    lotInfo: {
      lotRef: row.lotRef,
      lotNumber: lotNumberText(row),
      lotTitle: row.lotTitle,
      lotURL: `${LOT_URL_BASE}${encodeURIComponent(row.lotRef)}`,
    },
    priceInfo: priceInfoJson(rowPrices(row), row.currencyCode),
    closeInfo: {
      creditAmount: row.creditAmount === null ? null : centsToDecimal(row.creditAmount),
      creditIssueDate: row.creditIssuedAt === null ? null : row.creditIssuedAt.toISOString(),
      strikeRecorded: row.strikeRecorded,
      onNoBidList: row.noBidBidderId !== null,
    },
  };
}

/** A dispute's messages, oldest first, with who sent each (sales §3 "messages with sender, sendDate, message"). */
export async function disputeMessages(db: Kysely<DB>, disputeId: number) {
  const rows = await db
    .selectFrom('dispute_messages as m')
    .innerJoin('disputes as d', 'd.id', 'm.dispute_id')
    .innerJoin('bidders as b', 'b.id', 'd.bidder_id')
    .innerJoin('houses as h', 'h.id', 'd.house_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .where('m.dispute_id', '=', disputeId)
    .select([
      'm.id',
      'm.sender',
      'm.message',
      'm.sent_at as sentAt',
      'b.first_name as bidderFirst',
      'b.last_name as bidderLast',
      'h.name as houseName',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('userName'),
    ])
    .orderBy('m.sent_at')
    .orderBy('m.id')
    .execute();
  return rows.map((m) => ({
    messageID: m.id,
    sender: m.sender,
    senderName: m.sender === 'bidder' ? `${m.bidderFirst} ${m.bidderLast}` : (m.userName ?? m.houseName),
    sendDate: m.sentAt.toISOString(),
    message: m.message,
  }));
}
