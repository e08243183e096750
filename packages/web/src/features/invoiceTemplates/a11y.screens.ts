import type { A11yScreens } from '../../platform/a11yScreens';

declare module '../../platform/a11yScreens' {
  interface ScreenFixtures {
    /** House demo's first invoice template (its seeded name: Standard Invoice). */
    invoiceTemplateId: number;
  }
}

/** The invoice templates in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  fixtures: {
    invoiceTemplateId: async ({ db, id }) =>
      (
        await db
          .selectFrom('invoice_settings')
          .select('id')
          .where('house_id', '=', id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
  },
  visits: ({ invoiceTemplateId }) => [
    {
      route: 'invoices/InvoiceTemplates',
      path: 'invoices/InvoiceTemplates',
      as: 'staff',
      heading: 'Create New Invoice Template',
    },
    {
      route: 'invoices/InvoiceTemplates/:settingsId',
      path: `invoices/InvoiceTemplates/${invoiceTemplateId}`,
      as: 'staff',
      heading: 'Standard Invoice',
    },
  ],
};
