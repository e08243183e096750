import type { GatewayModule } from '../gatewayModule.js';
import { Query } from './resolvers/Query.js';
import { SalesTaxReport, SalesTaxReportRow, SalesTaxReportTotals } from './resolvers/SalesTaxReport.js';

/**
 * Sales tax reports (sales §2 Other screens, §4, §7 Other). The guard needs the reports flag; the
 * service also refuses a house whose processor type is not p (sales §2 Top navigation). The CSV
 * travels through the gateway's file route (http/reportDownloads.ts).
 */
export const salesTaxReportsModule: GatewayModule = {
  name: 'salesTaxReports',
  resolvers: { Query, SalesTaxReport, SalesTaxReportRow, SalesTaxReportTotals },
  guards: { Query: { salesTaxReport: { access: 'reports' } } },
};
