import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** One row of the report as the contract gives it (sales §3 "Sales tax report row"; cents). */
export interface SalesTaxReportRowJson {
  startDate: string;
  maxDate: string;
  stateCode: string;
  stateName: string;
  salesAmount: number;
  taxAmount: number;
}

export interface SalesTaxReportJson {
  rows: SalesTaxReportRowJson[];
  totals: { salesAmount: number; taxAmount: number };
}

export interface SalesTaxReportFilter {
  year?: number | undefined;
  month?: number | undefined;
  state?: string | undefined;
}

/** YYYY-MM-DD → MM/DD/YYYY (the service's dates). */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** The [from, to) days the filter covers; null: no limit on that side. */
export function paidDayRange(filter: SalesTaxReportFilter): { from: string; to: string } | null {
  if (filter.year === undefined) return null;
  if (filter.month === undefined) return { from: `${filter.year}-01-01`, to: `${filter.year + 1}-01-01` };
  const next = filter.month === 12 ? `${filter.year + 1}-01` : `${filter.year}-${pad(filter.month + 1)}`;
  return { from: `${filter.year}-${pad(filter.month)}-01`, to: `${next}-01` };
}

/** Ours: the row of buyers with no state or province on file, named so the row is not blank. */
export const NO_STATE = 'No state on file';

/**
 * The house's sales tax report (sales §4 Sales tax report), computed in SQL from its paid invoice
 * lines: a line counts in the month of its paid date, under its buyer's state (a US state, or a
 * province elsewhere). Sales are the hammer, buyer's premium and live fee; tax is the line's tax.
 * Rows by month, then state name; totals are the rows' sums.
 */
export async function salesTaxReport(
  db: Kysely<DB>,
  houseId: number,
  filter: SalesTaxReportFilter,
): Promise<SalesTaxReportJson> {
  const range = paidDayRange(filter);
  const region = sql<string>`case when bidders.country = 'US' then bidders.state else coalesce(nullif(bidders.province, ''), bidders.state) end`;
  let query = db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .innerJoin('bidders', 'bidders.id', 'invoices.bidder_id')
    .leftJoin('subdivisions', (join) =>
      join.onRef('subdivisions.country_code', '=', 'bidders.country').on('subdivisions.code', '=', region),
    )
    .where('invoices.house_id', '=', houseId)
    .where('invoice_lines.paid', '=', true)
    .where('invoice_lines.paid_date', 'is not', null);
  if (range)
    query = query
      .where('invoice_lines.paid_date', '>=', range.from)
      .where('invoice_lines.paid_date', '<', range.to);
  if (filter.state) query = query.where(region, '=', filter.state);
  const rows = await query
    .select([
      sql<string>`to_char(date_trunc('month', invoice_lines.paid_date), 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(max(invoice_lines.paid_date), 'YYYY-MM-DD')`.as('max_date'),
      region.as('state_code'),
      sql<string>`coalesce(subdivisions.name, nullif(${region}, ''), ${NO_STATE})`.as('state_name'),
      sql<number>`sum(invoice_lines.hammer + invoice_lines.premium + invoice_lines.live_fee)::bigint`.as(
        'sales',
      ),
      sql<number>`sum(invoice_lines.tax)::bigint`.as('tax'),
    ])
    .groupBy([sql`date_trunc('month', invoice_lines.paid_date)`, region, 'subdivisions.name'])
    .orderBy('start_date')
    .orderBy('state_name')
    .execute();
  const json = rows.map((r) => ({
    startDate: usDate(r.start_date),
    maxDate: usDate(r.max_date),
    stateCode: r.state_code,
    stateName: r.state_name,
    salesAmount: Number(r.sales),
    taxAmount: Number(r.tax),
  }));
  return {
    rows: json,
    totals: {
      salesAmount: json.reduce((sum, r) => sum + r.salesAmount, 0),
      taxAmount: json.reduce((sum, r) => sum + r.taxAmount, 0),
    },
  };
}
