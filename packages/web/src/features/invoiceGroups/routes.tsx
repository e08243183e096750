import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const InvoiceGroupsHubPage = lazy(() => import('./pages/InvoiceGroupsHubPage'));
const InvoiceGroupDetailsPage = lazy(() => import('./pages/InvoiceGroupDetailsPage'));

/** The invoices hub and a group's details (invoicing §2), behind the invoices area's access gate. */
export const invoiceGroupsRoutes: RouteObject[] = [
  {
    path: 'invoices',
    element: <RequireAccess rule="invoices" />,
    children: [
      { index: true, element: <InvoiceGroupsHubPage /> },
      { path: 'ExistingInvoices', element: <InvoiceGroupsHubPage /> },
      { path: 'InvoiceGroupDetails/:invoiceGroupId', element: <InvoiceGroupDetailsPage /> },
    ],
  },
];
