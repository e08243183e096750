import type { CrossHouseCases } from '../crossHouseCases.js';

const DEMO_EDITOR =
  'query($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 5) { items { id memberId } } } }';

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** The buyer of the demo invoice (unpaid items' exclusion list and buyer pauses). */
    unpaidItemsBidderId: string;
  }
  interface HouseIds {
    /** A bidder of the house (its exclusion list, a buyer's pause). */
    unpaidItemsBidderId: string;
  }
}

/**
 * How house other calls this module's id-taking mutations with house demo's ids
 * (test/abuse.test.ts) and each id of their inputs (test/crossHouse.inputIds.test.ts), and how the
 * bidder fixture they use is read; the shapes are in src/modules/crossHouseCases.ts. Its queries take
 * no ids (the house is the caller's).
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    unpaidItemsBidderId: async (demo) => {
      const invoiceId = await demo.fixture('invoiceId');
      const data = await demo.query<{
        invoiceGroupEditor: { invoices: { items: { id: string; memberId: string }[] } };
      }>(DEMO_EDITOR, { id: await demo.fixture('invoiceGroupId') });
      return data.invoiceGroupEditor.invoices.items.find((i) => i.id === invoiceId)?.memberId;
    },
  },
  houseIds: {
    unpaidItemsBidderId: async ({ db, id }) =>
      (
        await db
          .selectFrom('bidders')
          .select('id')
          .where('house_id', '=', id)
          .orderBy('id')
          .executeTakeFirst()
      )?.id,
  },
  rootFields: {
    // A demo buyer on house other's exclusion list; the settings otherwise valid.
    'Mutation.updateUnpaidItemSettings': {
      ids: (d) => ({ excludedBidderIds: d.unpaidItemsBidderId }),
      patch: () => ({ input: { paymentDays: 7 } }),
    },
    // A demo invoice (the shared invoiceId) paused or resumed by house other.
    'Mutation.pauseUnpaidItems': {},
    'Mutation.resumeUnpaidItems': {},
    // No demo offer exists before the job runs: an id that is not house other's.
    'Mutation.decideSecondChanceOffer': {},
  },
  idPlaces: {
    'Mutation.updateUnpaidItemSettings input.excludedBidderIds': 'unpaidItemsBidderId',
    'Mutation.pauseUnpaidItems input.invoiceId': 'invoiceId',
    'Mutation.pauseUnpaidItems input.bidderId': 'unpaidItemsBidderId',
    'Mutation.resumeUnpaidItems input.invoiceId': 'invoiceId',
    'Mutation.resumeUnpaidItems input.bidderId': 'unpaidItemsBidderId',
    // The demo seed has no offer (offers come from the job's runs), so only an unknown id is tried
    // here; test/unpaidItems.integration.test.ts refuses house other another house's offer.
    'Mutation.decideSecondChanceOffer input.offerId': { global: true },
  },
  recipes: {
    // Valid settings (the sample's 1 is no payment deadline), so the bidder id is what is refused.
    'Mutation.updateUnpaidItemSettings': { patch: { input: { paymentDays: 7 } } },
    // Exactly one of the two: the place under test gets its id, the other stays empty.
    'Mutation.pauseUnpaidItems': { patch: { input: { invoiceId: null } } },
    'Mutation.resumeUnpaidItems': { patch: { input: { invoiceId: null } } },
  },
};
