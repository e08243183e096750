import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { centsToDecimal } from './money.js';
import { BATCH_CHARGE_DELAY_MS, type HouseFacts } from './invoiceState.js';

/**
 * GET invoiceGroup/{id}/invoicePage (our extension, openapi/house.yaml): one page of a group's
 * invoice ids by the group details filter and search, with the matching count and the figures over
 * the whole group, all in SQL. The figures are kept by triggers (migration 0031: each invoice's
 * figures, the rules of invoiceState.ts in SQL, and their sums per group), so a visit reads one row
 * for the group and an index for the page, whatever the group's size; invoicePageQuery.test.ts holds
 * them equal to those rules over every seeded group, invoiceGroupFigures.test.ts to their sources
 * after every kind of change.
 */

export type PaidFilter = 'ALL' | 'PAID' | 'UNPAID';

export interface InvoicePageRequest {
  houseId: number;
  invoiceGroupId: number;
  house: HouseFacts;
  paid: PaidFilter;
  /** Lower-cased and trimmed; '' for none. */
  search: string;
  offset: number;
  limit: number;
  /** Whether to answer the group's figures too (a caller paging on after its first page needs not). */
  withSummary: boolean;
  now: Date;
}

/** The search over an invoice's bidder names and id (`i` invoices, `b` bidders). */
function searchMatches(search: string) {
  return sql`(strpos(lower(b.first_name), ${search}) > 0 or strpos(lower(b.last_name), ${search}) > 0
    or left(i.id::text, ${search.length}) = ${search})`;
}

/** Whether the house can batch-charge at all (batchIneligibility's house reasons, invoiceState.ts). */
const houseCanCharge = (house: HouseFacts) => house.paymentProcessingEnabled && house.processorType !== 'w';

export interface InvoicePage {
  invoiceIDs: number[];
  totalRecords: number;
  summary?: ReturnType<typeof summaryView>;
}

interface SummaryRow {
  invoice_count: number;
  paid_count: number;
  item_count: string;
  hammer: string;
  premium: string;
  live_fee: string;
  tax: string;
  shipping: string;
  insurance: string;
  other: string;
  invoice_total: string;
  outstanding: string;
  pending_additional: string;
  has_paddle_numbers: boolean;
  has_restricted_items: boolean;
  has_live_fee: boolean;
  batch_eligible_count: number;
  credit_limit_exceeded_count: number;
  owing_count: number;
  processable_count: number;
}

function summaryView(row: SummaryRow) {
  const money = (text: string) => centsToDecimal(Number(text));
  return {
    invoiceCount: row.invoice_count,
    paidCount: row.paid_count,
    itemCount: Number(row.item_count),
    totalPriceWithAdditionalCharges: {
      hammer: money(row.hammer),
      premium: money(row.premium),
      livefee: money(row.live_fee),
      tax: money(row.tax),
      shipping: money(row.shipping),
      insurance: money(row.insurance),
      other: money(row.other),
      currencySymbol: '$',
    },
    totalAmount: money(row.invoice_total),
    outStandingBalance: money(row.outstanding),
    pendingAdditionalCharges: money(row.pending_additional),
    hasPaddleNumbers: row.has_paddle_numbers,
    hasRestrictedItems: row.has_restricted_items,
    hasLiveFee: row.has_live_fee,
    batchEligibleCount: row.batch_eligible_count,
    creditCardLimitExceededCount: row.credit_limit_exceeded_count,
    owingCount: row.owing_count,
    canHouseProcessCardsCount: row.processable_count,
  };
}

export async function invoicePage(db: Kysely<DB>, request: InvoicePageRequest): Promise<InvoicePage> {
  const { houseId, invoiceGroupId, house, offset, limit, withSummary, now } = request;
  const [ids, count, summary] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : sql<{
          id: number;
        }>`select x.id from ${matching(request)} order by x.id limit ${limit} offset ${offset}`
          .execute(db)
          .then((r) => r.rows.map((row) => row.id)),
    matchingCount(db, request),
    withSummary ? groupSummary(db, houseId, invoiceGroupId, house, now) : Promise.resolve(null),
  ]);
  return { invoiceIDs: ids, totalRecords: count, ...(summary ? { summary } : {}) };
}

/**
 * The group's invoices that match, as `x(id)`: without a search, straight from an index (the group's
 * invoices, or its kept Paid labels); a search reads the group's bidder names.
 */
function matching({ houseId, invoiceGroupId, paid, search }: InvoicePageRequest) {
  const byPaid = paid === 'ALL' ? sql`true` : sql`f.paid_label = ${paid === 'PAID'}`;
  if (search === '' && paid === 'ALL')
    return sql`(select id from invoices where house_id = ${houseId} and invoice_group_id = ${invoiceGroupId}) x`;
  if (search === '')
    return sql`(select f.invoice_id as id from invoice_figures f
      where f.invoice_group_id = ${invoiceGroupId} and ${byPaid}) x`;
  // The kept Paid labels only when the filter asks for them.
  const figures = paid === 'ALL' ? sql`` : sql`join invoice_figures f on f.invoice_id = i.id`;
  return sql`(select i.id from invoices i
      join bidders b on b.id = i.bidder_id
      ${figures}
      where i.house_id = ${houseId} and i.invoice_group_id = ${invoiceGroupId}
        and ${byPaid} and ${searchMatches(search)}) x`;
}

/** How many match: without a search, the group's kept counts. */
async function matchingCount(db: Kysely<DB>, request: InvoicePageRequest): Promise<number> {
  if (request.search !== '') {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${matching(request)}`.execute(
      db,
    );
    return rows[0]?.n ?? 0;
  }
  const { rows } = await sql<{ invoice_count: number; paid_count: number }>`
    select invoice_count, paid_count from invoice_group_figures
    where invoice_group_id = ${request.invoiceGroupId}`.execute(db);
  const row = rows[0] ?? { invoice_count: 0, paid_count: 0 };
  if (request.paid === 'ALL') return row.invoice_count;
  return request.paid === 'PAID' ? row.paid_count : row.invoice_count - row.paid_count;
}

/**
 * The figures over every invoice of the group: its kept sums, and the batch-eligible count, which
 * depends on the clock (sent at least 48 hours ago), counted at read time from the ready invoices'
 * index.
 */
async function groupSummary(
  db: Kysely<DB>,
  houseId: number,
  invoiceGroupId: number,
  house: HouseFacts,
  now: Date,
) {
  const canCharge = houseCanCharge(house);
  const sentBefore = new Date(now.getTime() - BATCH_CHARGE_DELAY_MS).toISOString();
  const batchEligible = canCharge
    ? sql`(select count(*)::int from invoice_figures f
        where f.invoice_group_id = ${invoiceGroupId} and f.batch_ready
          and f.sent_at <= ${sentBefore}::timestamptz)`
    : sql`0`;
  // canHouseProcessCards of invoiceState.ts: the house's part is known before the query.
  const processable = canCharge ? sql`coalesce(g.processable_count, 0)::int` : sql`0`;
  const { rows } = await sql<SummaryRow>`select
      coalesce(g.invoice_count, 0)::int as invoice_count,
      coalesce(g.paid_count, 0)::int as paid_count,
      coalesce(g.item_count, 0)::text as item_count,
      coalesce(g.hammer, 0)::text as hammer, coalesce(g.premium, 0)::text as premium,
      coalesce(g.live_fee, 0)::text as live_fee, coalesce(g.tax, 0)::text as tax,
      coalesce(g.shipping, 0)::text as shipping, coalesce(g.insurance, 0)::text as insurance,
      coalesce(g.other, 0)::text as other,
      coalesce(g.invoice_total, 0)::text as invoice_total,
      coalesce(g.outstanding, 0)::text as outstanding,
      coalesce(g.pending_additional, 0)::text as pending_additional,
      coalesce(g.paddle_number_count, 0) > 0 as has_paddle_numbers,
      coalesce(g.restricted_count, 0) > 0 as has_restricted_items,
      coalesce(g.live_fee_count, 0) > 0 as has_live_fee,
      ${batchEligible} as batch_eligible_count,
      coalesce(g.credit_limit_exceeded_count, 0)::int as credit_limit_exceeded_count,
      coalesce(g.owing_count, 0)::int as owing_count,
      ${processable} as processable_count
    from invoice_groups ig
    left join invoice_group_figures g on g.invoice_group_id = ig.id
    where ig.id = ${invoiceGroupId} and ig.house_id = ${houseId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("the summary query answers one row for the caller's group");
  return summaryView(row);
}
