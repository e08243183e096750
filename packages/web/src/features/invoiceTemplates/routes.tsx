import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const InvoiceTemplatesPage = lazy(() => import('./pages/InvoiceTemplatesPage'));

/**
 * The invoice template editor (invoicing §2): create mode without an id, view mode with one. Under
 * /invoices, behind the invoices area's access gate (accessInvoices).
 */
export const invoiceTemplatesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    element: <RequireAccess rule="invoices" />,
    children: [
      { path: 'InvoiceTemplates', element: <InvoiceTemplatesPage /> },
      { path: 'InvoiceTemplates/:settingsId', element: <InvoiceTemplatesPage /> },
    ],
  },
];
