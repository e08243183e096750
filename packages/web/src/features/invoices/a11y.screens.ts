import type { A11yScreens } from '../../platform/a11yScreens';

declare module '../../platform/a11yScreens' {
  interface ScreenFixtures {
    /** House demo's first invoice of a group whose invoices are created. */
    invoiced: { groupId: number; invoiceId: number };
  }
}

/** The dialogs the invoice editor opens from the URL, for one invoice. */
const EDITOR_DIALOGS = ['charges', 'note', 'contact', 'markPaid', 'delivery', 'print'];

/** Creating, editing and the sent invoices in the accessibility walk (platform/a11yScreens.ts), with the editor's dialogs. */
export const a11yScreens: A11yScreens = {
  fixtures: {
    invoiced: async ({ db, id }) => {
      const invoice = await db
        .selectFrom('invoices as i')
        .innerJoin('invoice_groups as g', 'g.id', 'i.invoice_group_id')
        .select(['i.id', 'g.id as groupId'])
        .where('g.house_id', '=', id)
        .where('g.invoice_created', '=', true)
        .orderBy('i.id')
        .executeTakeFirstOrThrow();
      return { groupId: invoice.groupId, invoiceId: invoice.id };
    },
  },
  visits: ({ invoiced }, { helpInGrid }) => {
    const edit = `invoices/EditInvoices/${invoiced.groupId}?id=${invoiced.invoiceId}`;
    const editor = {
      route: 'invoices/EditInvoices/:invoiceGroupId',
      as: 'staff',
      heading: 'Edit Invoices',
    } as const;
    return [
      {
        route: 'invoices/CreateNewInvoices/:invoiceGroupId',
        path: `invoices/CreateNewInvoices/${invoiced.groupId}`,
        as: 'staff',
        heading: 'Create New Invoices',
      },
      { ...editor, path: edit },
      ...EDITOR_DIALOGS.map((name) => ({
        ...editor,
        path: `${edit}&dialog=${name}&invoice=${invoiced.invoiceId}&scope=one`,
        dialog: true,
      })),
      {
        route: 'invoices/SentInvoices/:invoiceGroupId/:invoiceIds',
        path: `invoices/SentInvoices/${invoiced.groupId}/${invoiced.invoiceId}`,
        as: 'staff',
        heading: 'Sent Invoices',
      },
      {
        ...editor,
        path: `${edit}&dialog=charges&invoice=${invoiced.invoiceId}`,
        open: (page) => helpInGrid(page, new RegExp(`of invoice ${invoiced.invoiceId}$`)),
        dialog: 'Keyboard shortcuts: Add/Edit Charges',
      },
    ];
  },
};
