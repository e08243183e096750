import type { GatewayModule } from '../gatewayModule.js';
import { salesTaxDownloadRoutes } from './http/salesTaxDownloads.js';
import { Query } from './resolvers/Query.js';
import { SalesTaxReport, SalesTaxReportRow, SalesTaxReportTotals } from './resolvers/SalesTaxReport.js';

/**
 * Sales tax reports (sales §2 Other screens, §4, §7 Other). The guard needs the reports flag; the
 * service also refuses a house whose processor type is not p (sales §2 Top navigation). The CSV
 * travels through the module's file route (http/salesTaxDownloads.ts).
 */
export const salesTaxReportsModule = {
  name: 'salesTaxReports' as const,
  resolvers: { Query, SalesTaxReport, SalesTaxReportRow, SalesTaxReportTotals },
  guards: { Query: { salesTaxReport: { access: 'reports' } } },
  routes: salesTaxDownloadRoutes,
} satisfies GatewayModule;
