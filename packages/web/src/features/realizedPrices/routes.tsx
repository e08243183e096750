import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const RealizedPricesPage = lazy(() => import('./pages/RealizedPricesPage'));

/** Edit Realized Prices (sales §2 route table), gated like its link (sales §6: accessReports). */
export const realizedPricesRoutes: RouteObject[] = [
  {
    path: 'pricesrealized/:catalogId',
    element: (
      <RequireAccess rule="reports">
        <RealizedPricesPage />
      </RequireAccess>
    ),
  },
];
