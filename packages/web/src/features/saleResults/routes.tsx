import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const SessionResultsPickerPage = lazy(() => import('./pages/SessionResultsPickerPage'));
const ViewSessionResultsPage = lazy(() => import('./pages/ViewSessionResultsPage'));

/** Reports → Session Results (sales §2 route table), gated like its navigation link (accessReports). */
export const saleResultsRoutes: RouteObject[] = [
  {
    path: 'reports/sessionResults',
    element: (
      <RequireAccess rule="reports">
        <SessionResultsPickerPage />
      </RequireAccess>
    ),
  },
  {
    path: 'reports/sessionResults/viewSessionResults',
    element: (
      <RequireAccess rule="reports">
        <ViewSessionResultsPage />
      </RequireAccess>
    ),
  },
];
