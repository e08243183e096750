import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import { centsToDecimal } from './money.js';
import { BATCH_CHARGE_DELAY_MS, type HouseFacts } from './invoiceState.js';

/**
 * GET invoiceGroup/{id}/invoicePage (our extension, openapi/house.yaml): one page of a group's
 * invoice ids by the group details filter and search, with the matching count and the figures over
 * the whole group, all in SQL. The per-invoice facts are the rules of invoiceState.ts written as
 * aggregates (hidden lines count nowhere); invoicePageQuery.test.ts holds them equal to those rules
 * over every seeded group, so the page never needs any invoice's lines loaded into the service.
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

const sum = (expr: RawBuilder<unknown>) => sql`coalesce(sum(${expr}), 0)`;

/**
 * Every invoice of the group with the facts the figures and the filter need, one row each. The
 * lines' part comes from invoice_line_sums (migration 0030: kept by triggers as lines are written,
 * so no line of the group is read here), visible lines only except for `any_additional`
 * (hasAdditionalCharges looks at every line).
 */
function invoiceFacts(houseId: number, invoiceGroupId: number) {
  const addTotal = (p: string) =>
    sql`(${sql.ref(`${p}.add_tax`)} + ${sql.ref(`${p}.add_shipping`)} + ${sql.ref(`${p}.add_insurance`)} + ${sql.ref(`${p}.add_other`)})`;
  const addHasAmount = (p: string) =>
    sql`(${sql.ref(`${p}.add_tax`)} <> 0 or ${sql.ref(`${p}.add_shipping`)} <> 0 or ${sql.ref(`${p}.add_insurance`)} <> 0 or ${sql.ref(`${p}.add_other`)} <> 0)`;
  return sql`
    select i.id, i.sent_at, i.edited_at, i.online_payment_stat, i.pending_payment_method_id,
      i.auto_charge_date, i.is_paid,
      b.first_name, b.last_name, b.address_valid,
      a.channel, a.paddle_number, a.has_card_on_file, a.credit_card_limit,
      (i.charge_tax + i.charge_shipping + i.charge_insurance + i.charge_other) as charges_total,
      i.charge_tax, i.charge_shipping, i.charge_insurance, i.charge_other,
      i.add_tax, i.add_shipping, i.add_insurance, i.add_other, i.add_paid,
      ${addTotal('i')} as invoice_add_total,
      ${addHasAmount('i')} as invoice_add_has_amount,
      coalesce(ls.visible_count, 0) as visible_count,
      coalesce(ls.visible_unpaid, 0) as visible_unpaid,
      coalesce(ls.unpaid_additional, 0) > 0 as lines_unpaid_additional,
      coalesce(ls.any_additional, 0) > 0 as lines_any_additional,
      coalesce(ls.restricted_visible, 0) > 0 as restricted_visible,
      coalesce(ls.restricted_unpaid, 0) > 0 as restricted_unpaid,
      coalesce(ls.live_fee_visible, 0) > 0 as live_fee_visible,
      coalesce(ls.hammer, 0) as hammer, coalesce(ls.premium, 0) as premium,
      coalesce(ls.live_fee, 0) as live_fee, coalesce(ls.tax, 0) as tax,
      coalesce(ls.shipping, 0) as shipping, coalesce(ls.insurance, 0) as insurance,
      coalesce(ls.other, 0) as other,
      coalesce(ls.add_tax, 0) as lines_add_tax, coalesce(ls.add_shipping, 0) as lines_add_shipping,
      coalesce(ls.add_insurance, 0) as lines_add_insurance, coalesce(ls.add_other, 0) as lines_add_other,
      coalesce(ls.add_paid_total, 0) as lines_add_paid, coalesce(ls.amount_paid, 0) as amount_paid
    from invoices i
    join bidders b on b.id = i.bidder_id
    join approvals a on a.id = i.approval_id
    left join invoice_line_sums ls on ls.invoice_id = i.id
    where i.house_id = ${houseId} and i.invoice_group_id = ${invoiceGroupId}`;
}

/** The invoiceSums of invoiceState.ts, and the Paid label and credit-limit rule over them. */
function invoiceFigures(houseId: number, invoiceGroupId: number) {
  return sql`
    with f as (${invoiceFacts(houseId, invoiceGroupId)}),
    s as (
      select f.*,
        (f.lines_add_tax + f.lines_add_shipping + f.lines_add_insurance + f.lines_add_other
          + f.invoice_add_total) as total_additional,
        (f.lines_add_paid + case when f.add_paid then f.invoice_add_total else 0 end) as paid_additional,
        (f.hammer + f.premium + f.live_fee + f.tax + f.shipping + f.insurance + f.other
          + f.charges_total) as regular
      from f
    ),
    t as (
      select s.*,
        s.regular + s.total_additional as invoice_total,
        s.amount_paid + case when s.is_paid then s.charges_total else 0 end + s.paid_additional
          as payments_made,
        s.visible_count > 0 and s.visible_unpaid = 0
          and not s.lines_unpaid_additional
          and not (not s.add_paid and s.invoice_add_has_amount) as paid_label
      from s
    )
    select t.*, t.invoice_total - t.payments_made as outstanding,
      t.credit_card_limit is not null and t.invoice_total - t.payments_made > t.credit_card_limit
        as credit_limit_exceeded
    from t`;
}

function matches(paid: PaidFilter, search: string) {
  const byPaid = paid === 'ALL' ? sql`true` : paid === 'PAID' ? sql`x.paid_label` : sql`not x.paid_label`;
  const bySearch =
    search === ''
      ? sql`true`
      : sql`(strpos(lower(x.first_name), ${search}) > 0 or strpos(lower(x.last_name), ${search}) > 0
          or left(x.id::text, ${search.length}) = ${search})`;
  return sql`${byPaid} and ${bySearch}`;
}

/**
 * Batch-charge eligibility (batchIneligibility of invoiceState.ts) as one condition: every reason
 * there is a clause here that must not hold.
 */
function batchEligible(house: HouseFacts, now: Date) {
  if (!house.paymentProcessingEnabled || house.processorType === 'w') return sql`false`;
  const sentBefore = new Date(now.getTime() - BATCH_CHARGE_DELAY_MS);
  return sql`(x.channel <> 'Floor'
    and (x.online_payment_stat is null or x.online_payment_stat not in ('p', 'u', 'h', 'i', 'd', 'f'))
    and not x.paid_label
    and x.sent_at is not null
    and (x.edited_at is null or x.edited_at <= x.sent_at)
    and x.sent_at <= ${sentBefore.toISOString()}::timestamptz
    and x.auto_charge_date is null
    and x.visible_count > 0
    and x.outstanding > 0
    and not x.restricted_unpaid
    and x.has_card_on_file
    and x.address_valid
    and not x.credit_limit_exceeded)`;
}

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
  const { houseId, invoiceGroupId, house, paid, search, offset, limit, withSummary, now } = request;
  const figures = invoiceFigures(houseId, invoiceGroupId);
  // No filter: the ids and their count straight from the (invoice_group_id, id) index.
  const unfiltered = paid === 'ALL' && search === '';
  const matching = unfiltered
    ? sql`(select id from invoices where house_id = ${houseId} and invoice_group_id = ${invoiceGroupId}) x`
    : sql`(${figures}) x where ${matches(paid, search)}`;
  const [page, count, summary] = await Promise.all([
    limit === 0
      ? Promise.resolve({ rows: [] as { id: number }[] })
      : sql<{
          id: number;
        }>`select x.id from ${matching} order by x.id limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${matching}`.execute(db),
    withSummary ? groupSummary(db, figures, house, now) : Promise.resolve(null),
  ]);
  return {
    invoiceIDs: page.rows.map((r) => r.id),
    totalRecords: count.rows[0]?.n ?? 0,
    ...(summary ? { summary } : {}),
  };
}

/** The figures over every invoice of the group (the facts of invoiceFigures, aggregated). */
async function groupSummary(db: Kysely<DB>, figures: RawBuilder<unknown>, house: HouseFacts, now: Date) {
  const total = (column: string) => sql`${sum(sql.ref(`x.${column}`))}::text`;
  // canHouseProcessCards of invoiceState.ts: the house's part is known before the query.
  const processable =
    house.paymentProcessingEnabled && house.processorType !== 'w' ? sql`x.channel <> 'Floor'` : sql`false`;
  const summary = await sql<SummaryRow>`select
        count(*)::int as invoice_count,
        (count(*) filter (where x.paid_label))::int as paid_count,
        ${total('visible_count')} as item_count,
        ${total('hammer')} as hammer, ${total('premium')} as premium, ${total('live_fee')} as live_fee,
        ${sum(sql`x.tax + x.charge_tax + x.lines_add_tax + x.add_tax`)}::text as tax,
        ${sum(sql`x.shipping + x.charge_shipping + x.lines_add_shipping + x.add_shipping`)}::text as shipping,
        ${sum(sql`x.insurance + x.charge_insurance + x.lines_add_insurance + x.add_insurance`)}::text as insurance,
        ${sum(sql`x.other + x.charge_other + x.lines_add_other + x.add_other`)}::text as other,
        ${total('invoice_total')} as invoice_total,
        ${total('outstanding')} as outstanding,
        ${sum(sql`x.total_additional - x.paid_additional`)}::text as pending_additional,
        coalesce(bool_or(x.paddle_number is not null and x.paddle_number <> ''), false) as has_paddle_numbers,
        coalesce(bool_or(x.restricted_visible), false) as has_restricted_items,
        coalesce(bool_or(x.live_fee_visible), false) as has_live_fee,
        (count(*) filter (where ${batchEligible(house, now)}))::int as batch_eligible_count,
        (count(*) filter (where x.credit_limit_exceeded))::int as credit_limit_exceeded_count,
        (count(*) filter (where x.outstanding > 0 or x.total_additional - x.paid_additional > 0))::int
          as owing_count,
        (count(*) filter (where ${processable}))::int as processable_count
      from (${figures}) x`.execute(db);
  const row = summary.rows[0];
  if (!row) throw new Error('the summary query answers one row');
  return summaryView(row);
}
