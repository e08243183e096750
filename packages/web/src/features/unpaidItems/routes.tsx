import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const UnpaidItemsPage = lazy(() => import('./pages/UnpaidItemsPage'));
const UnpaidItemSettingsPage = lazy(() => import('./pages/UnpaidItemSettingsPage'));
const UnpaidItemsPreviewPage = lazy(() => import('./pages/UnpaidItemsPreviewPage'));
const SecondChanceOffersPage = lazy(() => import('./pages/SecondChanceOffersPage'));

/**
 * The unpaid-items screens (issue 36): the pipeline, the dry run and the offers behind the invoices
 * gate (what the gateway asks of them), the settings behind the sensitive one.
 */
export const unpaidItemsRoutes: RouteObject[] = [
  {
    path: 'unpaid-items',
    children: [
      {
        element: <RequireAccess rule="invoices" />,
        children: [
          { index: true, element: <UnpaidItemsPage /> },
          { path: 'preview', element: <UnpaidItemsPreviewPage /> },
          { path: 'offers', element: <SecondChanceOffersPage /> },
        ],
      },
      {
        path: 'settings',
        element: (
          <RequireAccess rule="sensitive">
            <UnpaidItemSettingsPage />
          </RequireAccess>
        ),
      },
    ],
  },
];
