import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../app/access/RequireAccess';
import { ComingSoon } from '../../ui/ComingSoon';

const InvoicesHubPage = lazy(() => import('./pages/InvoicesHubPage'));
const CreateNewInvoicesPage = lazy(() => import('./pages/CreateNewInvoicesPage'));
const EditInvoicesPage = lazy(() => import('./pages/EditInvoicesPage'));
const InvoiceGroupDetailsPage = lazy(() => import('./pages/InvoiceGroupDetailsPage'));

const backToHub = { to: '/invoices/ExistingInvoices', label: 'Back to Existing Invoices' };

/** The invoices area (invoicing §2): the hub, the create/edit screen and group details; the rest later. */
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
        element: <ComingSoon name="Invoice Preview" backTo={backToHub} />,
      },
      {
        path: 'SentInvoices/:invoiceGroupId/:invoiceIds',
        element: <ComingSoon name="Sent Invoices" backTo={backToHub} />,
      },
      {
        path: 'InvoiceAutoCharge/:invoiceGroupId/invoice/:invoiceIds',
        element: <ComingSoon name="Auto-Charge" backTo={backToHub} />,
      },
      {
        path: 'InvoiceTemplates',
        element: (
          <ComingSoon
            name="Invoice Templates"
            description="Create and edit invoice templates: email settings, taxes, fees and messages."
            backTo={{ to: '/invoices', label: 'Back to Manage All Invoices' }}
          />
        ),
      },
      {
        path: 'InvoiceTemplates/:settingsId',
        element: (
          <ComingSoon
            name="Invoice Templates"
            description="Create and edit invoice templates: email settings, taxes, fees and messages."
            backTo={backToHub}
          />
        ),
      },
    ],
  },
];
