import type { CrossHouseCases, FixtureHouse, DemoIds, HouseIds } from '../crossHouseCases.js';

const SHIPPING_OBJECT = {
  title: 'Vase',
  objectTypeId: 'ceramic',
  height: 10,
  width: 6,
  depth: 6,
  unit: 'IN',
  isFragile: true,
};

/** The lots of house demo's shipping-review catalog (catalogId), each with its review. */
async function demoReviewLots(demo: FixtureHouse<DemoIds>) {
  const data = await demo.query<{
    shippingReviewCatalog: { lots: { id: string; review: { id: string } }[] };
  }>('query($c: ID!) { shippingReviewCatalog(catalogId: $c) { lots { id review { id } } } }', {
    c: await demo.fixture('catalogId'),
  });
  return data.shippingReviewCatalog.lots;
}

/** A house's review ready to edit (awaiting approval or failed) of a session more than a day ahead. */
const editableReview = ({ db, id }: FixtureHouse<HouseIds>) =>
  db
    .selectFrom('shipping_reviews as r')
    .innerJoin('catalogs as c', 'c.id', 'r.catalog_id')
    .select(['r.id', 'r.catalog_id', 'r.lot_id', 'c.sale_group_id'])
    .where('r.house_id', '=', id)
    .where('r.status', 'in', ['awaiting_approval', 'failed'])
    .where('c.starts_at', '>', new Date(Date.now() + 24 * 3_600_000))
    .orderBy('r.id')
    .executeTakeFirst();

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** The house's next upcoming session (its reviews in every status), a review and a lot of it. */
    catalogId: string;
    reviewId: string;
    lotId: string;
  }
  interface HouseIds {
    /** An editable review (editableReview), its session, the session's group, its lot and an object. */
    reviewId: string;
    catalogId: string;
    groupId: string;
    lotId: string;
    objectId: string;
    /** Every lot of that session, comma-separated (for inputs that need several). */
    catalogLotIds: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    catalogId: async ({ db, id }) =>
      (
        await db
          .selectFrom('catalogs')
          .select('id')
          .where('house_id', '=', id)
          .where('starts_at', '>', new Date())
          .orderBy('starts_at')
          .orderBy('id')
          .executeTakeFirst()
      )?.id,
    reviewId: async (demo) => {
      const ready = await demo.db
        .selectFrom('shipping_reviews')
        .select('id')
        .where('catalog_id', '=', Number(await demo.fixture('catalogId')))
        .where('status', '=', 'awaiting_approval')
        .orderBy('id')
        .executeTakeFirst();
      return ready?.id ?? (await demoReviewLots(demo))[0]?.review.id;
    },
    lotId: async (demo) => (await demoReviewLots(demo))[0]?.id,
  },
  houseIds: {
    reviewId: async (house) => (await editableReview(house))?.id,
    catalogId: async (house) => (await editableReview(house))?.catalog_id,
    groupId: async (house) => (await editableReview(house))?.sale_group_id,
    lotId: async (house) => (await editableReview(house))?.lot_id,
    objectId: async (house) => {
      const review = await editableReview(house);
      if (!review) return undefined;
      return (
        await house.db
          .selectFrom('shipping_review_objects')
          .select('id')
          .where('review_id', '=', review.id)
          .executeTakeFirst()
      )?.id;
    },
    catalogLotIds: async (house) => {
      const review = await editableReview(house);
      if (!review) return undefined;
      const lots = await house.db
        .selectFrom('lots')
        .select('id')
        .where('catalog_id', '=', review.catalog_id)
        .orderBy('id')
        .execute();
      return lots.map((l) => l.id).join(',') || undefined;
    },
  },
  rootFields: {
    'Query.shippingReviewCatalog': {},
    'Mutation.confirmShippingReview': {},
    'Mutation.confirmAllShippingReviews': {},
    'Mutation.saveShippingReview': {
      patch: () => ({
        input: {
          objectsDescription: '',
          objectsValue: '100',
          objectsValueCurrency: 'USD',
          objectsImages: [],
          objects: [
            {
              title: 'Vase',
              objectTypeId: 'ceramic',
              height: 10,
              width: 6,
              depth: 6,
              unit: 'IN',
              isFragile: true,
            },
          ],
        },
      }),
    },
    'Mutation.createShippingReviews': {},
    'Subscription.shippingReviewUpdated': {},
  },
  idPlaces: {
    'Mutation.confirmShippingReview reviewId': 'reviewId',
    'Mutation.confirmAllShippingReviews catalogId': 'catalogId',
    'Mutation.saveShippingReview reviewId': 'reviewId',
    'Mutation.saveShippingReview input.originId': 'originId',
    'Mutation.saveShippingReview input.termsId': 'shippingTermsId',
    'Mutation.saveShippingReview input.objects.id': 'objectId',
    'Mutation.saveShippingReview input.objects.objectTypeId': { global: true },
    'Mutation.createShippingReviews catalogId': 'catalogId',
    'Mutation.createShippingReviews lotIds': 'lotId',
  },
  recipes: {
    'Mutation.saveShippingReview': {
      ids: { termsId: 'shippingTermsId', id: 'objectId' },
      patch: {
        input: {
          objectsDescription: '',
          objectsValue: '100',
          objectsValueCurrency: 'USD',
          objectsImages: [],
          objects: [SHIPPING_OBJECT],
        },
      },
    },
  },
};
