import type { components } from '../../__generated__/upstream/house.js';

/** Codegen mapper: a report row resolves from the house service's row (cents, MM/DD/YYYY). */
export type SalesTaxReportRowModel = components['schemas']['SalesTaxReportRow'];

/** Codegen mapper: the report with the filter it was asked for (its CSV URL repeats the filter). */
export interface SalesTaxReportModel {
  rows: SalesTaxReportRowModel[];
  totals: { salesAmount: number; taxAmount: number };
  filter: { year: number; month: number | null; state: string | null };
}

/** Codegen mapper: the totals in cents. */
export interface SalesTaxReportTotalsModel {
  salesAmount: number;
  taxAmount: number;
}
