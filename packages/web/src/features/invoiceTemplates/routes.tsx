import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const InvoiceTemplatesPage = lazy(() => import('./pages/InvoiceTemplatesPage'));

/**
 * The invoice template editor (invoicing §2): create mode without an id, view mode with one. Children
 * of the invoices area, whose access gate (accessInvoices) they share.
 */
export const invoiceTemplatesRoutes: RouteObject[] = [
  { path: 'InvoiceTemplates', element: <InvoiceTemplatesPage /> },
  { path: 'InvoiceTemplates/:settingsId', element: <InvoiceTemplatesPage /> },
];
