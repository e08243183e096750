import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../app/access/RequireAccess';

const InvoicesHubPage = lazy(() => import('./pages/InvoicesHubPage'));
const CreateNewInvoicesPage = lazy(() => import('./pages/CreateNewInvoicesPage'));
const EditInvoicesPage = lazy(() => import('./pages/EditInvoicesPage'));
const InvoiceGroupDetailsPage = lazy(() => import('./pages/InvoiceGroupDetailsPage'));
const InvoiceGroupPreviewPage = lazy(() => import('./pages/InvoiceGroupPreviewPage'));
const SentInvoicesPage = lazy(() => import('./pages/SentInvoicesPage'));
const InvoiceAutoChargePage = lazy(() => import('./pages/InvoiceAutoChargePage'));

/** The invoices area (invoicing §2): the hub, create/edit, group details, preview, send, and auto-charge; the templates are their own feature under the same gate. */
export const invoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    element: <RequireAccess rule="invoices" />,
    children: [
      { index: true, element: <InvoicesHubPage /> },
      { path: 'ExistingInvoices', element: <InvoicesHubPage /> },
      { path: 'CreateNewInvoices/:invoiceGroupId', element: <CreateNewInvoicesPage /> },
      { path: 'EditInvoices/:invoiceGroupId', element: <EditInvoicesPage /> },
      { path: 'InvoiceGroupDetails/:invoiceGroupId', element: <InvoiceGroupDetailsPage /> },
      {
        path: 'InvoiceGroupPreview/:invoiceGroupId/invoice/:invoiceIds',
        element: <InvoiceGroupPreviewPage />,
      },
      { path: 'SentInvoices/:invoiceGroupId/:invoiceIds', element: <SentInvoicesPage /> },
      { path: 'InvoiceAutoCharge/:invoiceGroupId/invoice/:invoiceIds', element: <InvoiceAutoChargePage /> },
    ],
  },
];
