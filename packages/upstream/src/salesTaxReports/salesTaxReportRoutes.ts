import { centsToMoney, SALES_TAX_FIRST_YEAR } from '@ah/schema';
import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { CONTENT_TYPES, writeSheet } from '../lots/writers/sheetFiles.js';
import { callerOf } from '../viewer/caller.js';
import { salesTaxReport, type SalesTaxReportFilter } from './salesTaxReport.js';

/** One optional whole-number query parameter within [min, max]; 400 INVALID_FILTER otherwise. */
function wholeParam(req: Request, name: string, min: number, max: number): number | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  const n = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= min && n <= max))
    throw badRequest('INVALID_FILTER', `${name} must be from ${min} to ${max}`, name);
  return n;
}

const CSV_HEADER = ['Start Date', 'Max Date', 'State', 'Sales Amount', 'Tax Amount'] as const;

/** The query's filter; 400 INVALID_FILTER naming the parameter when one is broken. */
function filterOf(req: Request): SalesTaxReportFilter {
  const year = wholeParam(req, 'year', SALES_TAX_FIRST_YEAR, 9999);
  const month = wholeParam(req, 'month', 1, 12);
  if (month !== undefined && year === undefined)
    throw badRequest('INVALID_FILTER', 'month needs a year', 'month');
  const rawState = req.query['state'];
  let state: string | undefined;
  if (rawState !== undefined && rawState !== '') {
    if (typeof rawState !== 'string' || !/^[A-Za-z]{2}$/.test(rawState))
      throw badRequest('INVALID_FILTER', 'state must be a two-letter state code', 'state');
    state = rawState.toUpperCase();
  }
  return { year, month, state };
}

/** sales-tax-2025-03-NY and the like. */
function fileName(req: Request): string {
  const { year, month, state } = filterOf(req);
  return [
    'sales-tax',
    year ?? 'all',
    month === undefined ? null : String(month).padStart(2, '0'),
    state ?? null,
  ]
    .filter((part) => part !== null)
    .join('-');
}

/**
 * The house's sales tax report, mounted under /app/house/{houseRef} (sales §7 Other):
 * GET /salesTaxReport?year&month&state — `{data: {houseSalesTaxReport: {rows, totals}}}`, all
 * optional: year from 2023, month 1 to 12 (only with a year), state a two-letter code;
 * GET /salesTaxReport/export with the same query — the report as a CSV file (Download .CSV).
 */
export function salesTaxReportRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });
  router.get('/salesTaxReport', async (req, res) => {
    const report = await salesTaxReport(db, callerOf(req).houseId, filterOf(req));
    res.json({ data: { houseSalesTaxReport: report } });
  });

  router.get('/salesTaxReport/export', async (req, res) => {
    const report = await salesTaxReport(db, callerOf(req).houseId, filterOf(req));
    const rows = report.rows.map((r) => [
      r.startDate,
      r.maxDate,
      r.stateName,
      centsToMoney(r.salesAmount),
      centsToMoney(r.taxAmount),
    ]);
    rows.push([
      'Total',
      '',
      '',
      centsToMoney(report.totals.salesAmount),
      centsToMoney(report.totals.taxAmount),
    ]);
    const body = await writeSheet('csv', 'Sales Tax', CSV_HEADER, rows);
    res.setHeader('Content-Type', CONTENT_TYPES.csv);
    res.setHeader('Content-Disposition', `attachment; filename="${fileName(req)}.csv"`);
    res.send(body);
  });

  return router;
}
