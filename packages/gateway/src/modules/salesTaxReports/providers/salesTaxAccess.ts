import type { HouseUser } from '../../../rest/house/models.js';
import { hasAccess } from '../../../shared/accessFlags.js';

/** Where the gateway serves the report's CSV (http/salesTaxDownloads.ts). */
export const SALES_TAX_CSV_PATH = '/downloads/reports/salesTax.csv';

/**
 * Who may see sales tax reports (sales §2 Top navigation "Sales Tax Reports when processor type is
 * p"; §6 accessReports for reports): the reports flag and a house whose payment processor is p.
 */
export function maySeeSalesTax(viewer: HouseUser, processorType: string | null): boolean {
  return hasAccess(viewer, 'reports') && processorType === 'p';
}

/** The same-origin URL of a report's CSV. */
export function salesTaxCsvUrl(filter: { year: number; month: number | null; state: string | null }): string {
  const query = new URLSearchParams({ year: String(filter.year) });
  if (filter.month !== null) query.set('month', String(filter.month));
  if (filter.state) query.set('state', filter.state);
  return `${SALES_TAX_CSV_PATH}?${query.toString()}`;
}
