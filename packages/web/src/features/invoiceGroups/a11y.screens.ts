import type { Page } from 'playwright-core';
import type { A11yScreens } from '../../platform/a11yScreens';

/** The invoices hub and a group's details in the accessibility walk (platform/a11yScreens.ts), with their dialogs. */
export const a11yScreens: A11yScreens = {
  visits: ({ invoiced }, { click }) => {
    const details = {
      route: 'invoices/InvoiceGroupDetails/:invoiceGroupId',
      path: `invoices/InvoiceGroupDetails/${invoiced.groupId}`,
      as: 'staff',
      heading: 'Invoice Group Details',
    } as const;
    return [
      { route: 'invoices', path: 'invoices', as: 'staff', heading: 'Manage All Invoices' },
      {
        route: 'invoices/ExistingInvoices',
        path: 'invoices/ExistingInvoices',
        as: 'staff',
        heading: 'Manage All Invoices',
      },
      details,
      // bulkContact and bulkNote need ticked rows: they are opened below, as a person does.
      ...['chargeCards', 'print'].map((name) => ({
        ...details,
        path: `${details.path}?dialog=${name}&invoice=${invoiced.invoiceId}&scope=all`,
        dialog: true,
      })),
      ...(
        [
          ['Bulk Add Note', /Note/],
          ['Bulk Contact', /Contact/],
        ] as const
      ).map(([button, dialog]) => ({
        ...details,
        open: async (page: Page) => {
          await page.getByRole('checkbox', { name: `Select invoice ${invoiced.invoiceId}` }).check();
          await click(button)(page);
        },
        dialog,
      })),
    ];
  },
};
