/** Sales tax reports: paid sales and their tax by month and buyer's state (sales §2 Other screens, §4). */
import type { AppFeature } from '../../platform/feature';
import { salesTaxReportsRoutes } from './routes';
import { salesTaxReportsAccess } from './access';

export const salesTaxReportsFeature: AppFeature = {
  name: 'salesTaxReports',
  routes: salesTaxReportsRoutes,
  typePolicies: {
    // Rows and totals belong to the report they came in; the report is re-read per filter.
    SalesTaxReport: { keyFields: false },
    SalesTaxReportRow: { keyFields: false },
  },
  nav: [
    {
      menu: 'reports',
      label: 'Sales Tax Reports',
      to: '/reports/salesTaxReports',
      rule: salesTaxReportsAccess.salesTaxReports,
      description: 'Sales tax by month and state',
    },
  ],
  accessRules: salesTaxReportsAccess,
};
