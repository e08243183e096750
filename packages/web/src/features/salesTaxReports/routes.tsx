import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { salesTaxReportsAccess } from './access';

const SalesTaxReportsPage = lazy(() => import('./pages/SalesTaxReportsPage'));

/** Reports → Sales Tax Reports (sales §2 route table), gated like its navigation link. */
export const salesTaxReportsRoutes: RouteObject[] = [
  {
    path: 'reports/salesTaxReports',
    element: (
      <RequireAccess rule={salesTaxReportsAccess.salesTaxReports}>
        <SalesTaxReportsPage />
      </RequireAccess>
    ),
  },
];
