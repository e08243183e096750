import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../app/access/RequireAccess';

const SalesTaxReportsPage = lazy(() => import('./pages/SalesTaxReportsPage'));

/** Reports → Sales Tax Reports (sales §2 route table), gated like its navigation link. */
export const salesTaxReportsRoutes: RouteObject[] = [
  {
    path: 'reports/salesTaxReports',
    element: (
      <RequireAccess rule="salesTaxReports">
        <SalesTaxReportsPage />
      </RequireAccess>
    ),
  },
];
