import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../app/access/RequireAccess';
import { ComingSoon } from '../../ui/ComingSoon';

const InvoicesHubPage = lazy(() => import('./pages/InvoicesHubPage'));
const CreateNewInvoicesPage = lazy(() => import('./pages/CreateNewInvoicesPage'));

const backToHub = { to: '/invoices/ExistingInvoices', label: 'Back to Existing Invoices' };

/** The invoices area (invoicing §2): the hub now, the other screens in later releases. */
export const invoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    element: <RequireAccess rule="invoices" />,
    children: [
      { index: true, element: <InvoicesHubPage /> },
      { path: 'ExistingInvoices', element: <InvoicesHubPage /> },
      { path: 'CreateNewInvoices/:invoiceGroupId', element: <CreateNewInvoicesPage /> },
      {
        path: 'EditInvoices/:invoiceGroupId',
        element: (
          <ComingSoon
            name="Edit Invoices"
            description="Edit charges, notes and statuses of a group's invoices."
            backTo={backToHub}
          />
        ),
      },
      {
        path: 'InvoiceGroupDetails/:invoiceGroupId',
        element: (
          <ComingSoon
            name="Invoice Group Details"
            description="See a group's invoices, totals and payments."
            backTo={backToHub}
          />
        ),
      },
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
