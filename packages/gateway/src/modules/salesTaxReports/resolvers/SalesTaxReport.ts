import { centsToMoney } from '@ah/schema';
import type {
  SalesTaxReportResolvers,
  SalesTaxReportRowResolvers,
  SalesTaxReportTotalsResolvers,
} from '../../../__generated__/resolvers-types.js';
import { usToIso } from '../../../shared/houseDate.js';
import { salesTaxCsvUrl } from '../providers/salesTaxAccess.js';

export const SalesTaxReport: SalesTaxReportResolvers = {
  rows: (r) => r.rows,
  totals: (r) => r.totals,
  csvUrl: (r) => salesTaxCsvUrl(r.filter),
};

export const SalesTaxReportRow: SalesTaxReportRowResolvers = {
  startDate: (r) => usToIso(r.startDate) ?? '',
  maxDate: (r) => usToIso(r.maxDate) ?? '',
  stateCode: (r) => r.stateCode,
  stateName: (r) => r.stateName,
  salesAmount: (r) => centsToMoney(r.salesAmount),
  taxAmount: (r) => centsToMoney(r.taxAmount),
};

export const SalesTaxReportTotals: SalesTaxReportTotalsResolvers = {
  salesAmount: (t) => centsToMoney(t.salesAmount),
  taxAmount: (t) => centsToMoney(t.taxAmount),
};
