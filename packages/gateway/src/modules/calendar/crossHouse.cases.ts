import type { CrossHouseCases, FixtureHouse, DemoIds } from '../crossHouseCases.js';

/** House demo's add-sale form and upcoming calendar. */
const demoForm = (demo: FixtureHouse<DemoIds>) =>
  demo.query<{ addSaleForm: { terms: { id: string }[]; shippingTerms: { id: string }[] } }>(
    '{ addSaleForm { terms { id } shippingTerms { id } } }',
  );
const demoCalendar = (demo: FixtureHouse<DemoIds>) =>
  demo.query<{
    auctionCalendar: {
      groups: { id: string; sessions: { id: string }[] }[];
      buyNowSale: { groupId: string; catalogId: string } | null;
    };
  }>(
    '{ auctionCalendar(period: UPCOMING) { groups { id sessions { id } } buyNowSale { groupId catalogId } } }',
  );

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** The house's first terms and shipping terms. */
    termsId: string;
    shippingTermsId: string;
    /** The sale group of the shipping-review session (catalogId). */
    sessionGroupId: string;
    /** The Buy Now sale's group and catalog. */
    buyNowGroupId: string;
    buyNowCatalogId: string;
  }
  interface HouseIds {
    /** The house's first shipping terms. */
    shippingTermsId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    termsId: async (demo) => (await demoForm(demo)).addSaleForm.terms[0]?.id,
    shippingTermsId: async (demo) => (await demoForm(demo)).addSaleForm.shippingTerms[0]?.id,
    sessionGroupId: async (demo) => {
      const catalogId = await demo.fixture('catalogId');
      return (await demoCalendar(demo)).auctionCalendar.groups.find((g) =>
        g.sessions.some((s) => s.id === catalogId),
      )?.id;
    },
    buyNowGroupId: async (demo) => (await demoCalendar(demo)).auctionCalendar.buyNowSale?.groupId,
    buyNowCatalogId: async (demo) => (await demoCalendar(demo)).auctionCalendar.buyNowSale?.catalogId,
  },
  houseIds: {
    shippingTermsId: async ({ db, id }) =>
      (
        await db
          .selectFrom('shipping_terms')
          .select('id')
          .where('house_id', '=', id)
          .orderBy('id')
          .executeTakeFirst()
      )?.id,
  },
  rootFields: {
    // Demo's terms are unknown to house other.
    'Mutation.addSale': {
      patch: () => ({ input: { auctionType: 'TIMED' } }),
      refused: { code: 'BAD_USER_INPUT', field: 'termsId' },
    },
    'Mutation.deleteSession': {},
  },
  idPlaces: {
    'Mutation.addSale input.termsId': 'templateId',
    'Mutation.addSale input.shippingTermsId': 'shippingTermsId',
    'Mutation.deleteSession catalogId': 'catalogId',
  },
  recipes: {
    'Mutation.addSale': { ids: { termsId: 'templateId' }, patch: { input: { auctionType: 'TIMED' } } },
  },
};
