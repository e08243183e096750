import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const InvoiceGroupPreviewPage = lazy(() => import('./pages/InvoiceGroupPreviewPage'));
const InvoiceAutoChargePage = lazy(() => import('./pages/InvoiceAutoChargePage'));

/** Invoice preview & send and auto-charge (invoicing §2), behind the invoices area's access gate. */
export const invoicePaymentsRoutes: RouteObject[] = [
  {
    path: 'invoices',
    element: <RequireAccess rule="invoices" />,
    children: [
      {
        path: 'InvoiceGroupPreview/:invoiceGroupId/invoice/:invoiceIds',
        element: <InvoiceGroupPreviewPage />,
      },
      { path: 'InvoiceAutoCharge/:invoiceGroupId/invoice/:invoiceIds', element: <InvoiceAutoChargePage /> },
    ],
  },
];
