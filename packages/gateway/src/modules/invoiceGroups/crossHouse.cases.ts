import type { CrossHouseCases } from '../crossHouseCases.js';

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** An invoice group whose invoices are created. */
    invoiceGroupId: string;
    /** A session not invoiced yet. */
    sessionRef: string;
  }
  interface HouseIds {
    /** The group of the house's invoice (invoiceId). */
    invoiceGroupId: string;
    /** A past session of the house in no invoice group. */
    sessionRef: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    invoiceGroupId: async (demo) =>
      (
        await demo.query<{ invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] } }>(
          '{ invoiceGroups(page: 1) { items { id invoicesCreated } } }',
        )
      ).invoiceGroups.items.find((g) => g.invoicesCreated)?.id,
    sessionRef: async (demo) =>
      (
        await demo.query<{ uninvoicedSaleGroups: { items: { sessions: { ref: string }[] }[] } }>(
          '{ uninvoicedSaleGroups(page: 1) { items { sessions { ref } } } }',
        )
      ).uninvoicedSaleGroups.items.flatMap((g) => g.sessions)[0]?.ref,
  },
  houseIds: {
    invoiceGroupId: async ({ db, fixture }) => {
      const invoiceId = await fixture('invoiceId');
      if (invoiceId === undefined) return undefined;
      return (
        await db
          .selectFrom('invoices')
          .select('invoice_group_id')
          .where('id', '=', Number(invoiceId))
          .executeTakeFirst()
      )?.invoice_group_id;
    },
    sessionRef: async ({ db, id }) =>
      (
        await db
          .selectFrom('catalogs as c')
          .leftJoin('invoice_group_catalogs as g', 'g.catalog_id', 'c.id')
          .select('c.ref')
          .where('c.house_id', '=', id)
          .where('g.catalog_id', 'is', null)
          .where('c.starts_at', '<', new Date())
          .orderBy('c.id')
          .executeTakeFirst()
      )?.ref,
  },
  rootFields: {
    'Query.invoiceGroupDetails': {},
    'Mutation.retryInvoiceCreation': {},
    'Mutation.deleteUncreatedInvoiceGroup': {},
    // Demo's sessions do not exist for house other: refused as not available (BAD_USER_INPUT).
    'Mutation.createInvoiceGroup': {
      patch: (d) => ({ input: { sessionRefs: [d.sessionRef] } }),
      refused: { code: 'BAD_USER_INPUT', field: 'sessionRefs' },
    },
  },
  idPlaces: {
    'Mutation.retryInvoiceCreation input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.deleteUncreatedInvoiceGroup input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.createInvoiceGroup input.templateId': 'templateId',
    'Mutation.createInvoiceGroup input.sessionRefs': 'sessionRef',
  },
};
