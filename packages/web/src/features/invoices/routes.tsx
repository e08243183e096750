import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const CreateNewInvoicesPage = lazy(() => import('./pages/CreateNewInvoicesPage'));
/**
 * Loads the create screen's code before its first render: a test that opens it from the invoices hub
 * loads it first, since on a busy machine that load alone outlasted a wait's budget.
 */
export const loadCreateNewInvoicesPage = () => import('./pages/CreateNewInvoicesPage');
const EditInvoicesPage = lazy(() => import('./pages/EditInvoicesPage'));
const SentInvoicesPage = lazy(() => import('./pages/SentInvoicesPage'));

/**
 * The invoice editor (create and edit) and the sent invoices (invoicing §2), under /invoices behind
 * the invoices area's access gate.
 */
export const invoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    element: <RequireAccess rule="invoices" />,
    children: [
      { path: 'CreateNewInvoices/:invoiceGroupId', element: <CreateNewInvoicesPage /> },
      { path: 'EditInvoices/:invoiceGroupId', element: <EditInvoicesPage /> },
      { path: 'SentInvoices/:invoiceGroupId/:invoiceIds', element: <SentInvoicesPage /> },
    ],
  },
];
