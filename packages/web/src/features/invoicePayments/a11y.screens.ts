import type { A11yScreens } from '../../platform/a11yScreens';

/** The preview, send and auto-charge screens in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: ({ invoiced }, { click }) => {
    const preview = {
      route: 'invoices/InvoiceGroupPreview/:invoiceGroupId/invoice/:invoiceIds',
      path: `invoices/InvoiceGroupPreview/${invoiced.groupId}/invoice/${invoiced.invoiceId}`,
      as: 'staff',
      heading: 'Preview Invoices',
    } as const;
    return [
      preview,
      {
        route: 'invoices/InvoiceAutoCharge/:invoiceGroupId/invoice/:invoiceIds',
        path: `invoices/InvoiceAutoCharge/${invoiced.groupId}/invoice/${invoiced.invoiceId}`,
        as: 'staff',
        heading: "Automatically charge buyers' credit cards",
      },
      { ...preview, open: click('Send All'), dialog: 'Confirm: Send All' },
    ];
  },
};
