import type { CrossHouseCases } from '../crossHouseCases.js';

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** The house's first invoice template. */
    templateId: string;
  }
  interface HouseIds {
    /** The house's first invoice template. */
    templateId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    templateId: async (demo) =>
      (await demo.query<{ invoiceTemplates: { id: string }[] }>('{ invoiceTemplates { id } }'))
        .invoiceTemplates[0]?.id,
  },
  houseIds: {
    templateId: async ({ db, id }) =>
      (
        await db
          .selectFrom('invoice_settings')
          .select('id')
          .where('house_id', '=', id)
          .orderBy('id')
          .executeTakeFirst()
      )?.id,
  },
  rootFields: {
    'Query.invoiceTemplateEditor': {},
    'Mutation.saveInvoiceTemplate': {
      ids: (d) => ({ id: d.templateId }),
      patch: (_d, state) => ({
        input: {
          fromEmail: 'billing@demo.example.com',
          taxes: [],
          fees: [],
          messages: state.templateMessages,
        },
      }),
    },
  },
  idPlaces: {
    'Mutation.saveInvoiceTemplate input.id': 'templateId',
    'Mutation.saveInvoiceTemplate input.addressId': 'addressId',
    'Mutation.saveInvoiceTemplate input.invoiceGroupId': 'invoiceGroupId',
  },
  recipes: {
    'Mutation.saveInvoiceTemplate': {
      ids: { id: 'templateId' },
      patch: (_own, state) => ({
        input: {
          fromEmail: 'billing@other.example.com',
          taxes: [],
          fees: [],
          messages: state.templateMessages,
        },
      }),
    },
  },
};
