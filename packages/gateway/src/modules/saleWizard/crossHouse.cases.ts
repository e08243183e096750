import type { CrossHouseCases, FixtureHouse, HouseIds } from '../crossHouseCases.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A house's first contact and category. */
const firstOf =
  (table: 'house_contacts' | 'categories') =>
  async ({ db, id }: FixtureHouse<HouseIds>) =>
    (await db.selectFrom(table).select('id').where('house_id', '=', id).orderBy('id').executeTakeFirst())?.id;

declare module '../crossHouseCases.js' {
  interface HouseIds {
    /** The house's first contact and category. */
    contactId: string;
    categoryId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  houseIds: {
    contactId: firstOf('house_contacts'),
    categoryId: firstOf('categories'),
  },
  rootFields: {
    'Query.sessionWizard': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.fixedPriceSaleDetails': {
      ids: (d) => ({ groupId: d.buyNowGroupId, catalogId: d.buyNowCatalogId }),
    },
    'Mutation.saveSessionDetails': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.saveSessionSettings': {},
    'Mutation.recordWizardStep': {},
    'Mutation.saveFixedPriceSaleDetails': {
      ids: (d) => ({ groupId: d.buyNowGroupId, catalogId: d.buyNowCatalogId }),
    },
  },
  idPlaces: {
    'Mutation.saveSessionDetails groupId': 'groupId',
    'Mutation.saveSessionDetails catalogId': 'catalogId',
    'Mutation.saveSessionDetails input.locationId': 'locationId',
    'Mutation.saveSessionDetails input.fulfilmentLocationId': 'originId',
    'Mutation.saveSessionSettings catalogId': 'catalogId',
    'Mutation.saveSessionSettings input.channels.channelId': { global: true },
    'Mutation.saveSessionSettings input.contacts.consignmentContactId': 'contactId',
    'Mutation.saveSessionSettings input.contacts.saleAdministratorId': 'contactId',
    'Mutation.saveSessionSettings input.contacts.expertContactId': 'contactId',
    'Mutation.saveSessionSettings input.categoryIds': 'categoryId',
    'Mutation.recordWizardStep catalogId': 'catalogId',
    'Mutation.saveFixedPriceSaleDetails groupId': 'groupId',
    'Mutation.saveFixedPriceSaleDetails catalogId': 'catalogId',
    'Mutation.saveFixedPriceSaleDetails input.contacts.consignmentContactId': 'contactId',
    'Mutation.saveFixedPriceSaleDetails input.contacts.saleAdministratorId': 'contactId',
    'Mutation.saveFixedPriceSaleDetails input.contacts.expertContactId': 'contactId',
    'Mutation.saveFixedPriceSaleDetails input.invoiceSettings.houseAddressId': 'addressId',
    'Mutation.saveFixedPriceSaleDetails input.paymentMethodIds': { global: true },
  },
  recipes: {
    'Mutation.saveFixedPriceSaleDetails': {
      ids: {
        consignmentContactId: 'contactId',
        saleAdministratorId: 'contactId',
        expertContactId: 'contactId',
        houseAddressId: 'addressId',
      },
    },
    'Mutation.saveSessionDetails': {
      ids: { fulfilmentLocationId: 'originId' },
      patch: {
        input: {
          date: inDays(30),
          hour: '10',
          minute: '00',
          ampm: 'AM',
          timeZone: 'America/Los_Angeles',
          timed: null,
        },
      },
    },
    'Mutation.saveSessionSettings': {
      ids: {
        consignmentContactId: 'contactId',
        saleAdministratorId: 'contactId',
        expertContactId: 'contactId',
      },
      patch: { input: { channels: [{ channelId: '1', state: 'AVAILABLE' }] } },
    },
  },
  refusedFirst: {
    ...Object.fromEntries(
      [
        'input.contacts.consignmentContactId',
        'input.contacts.saleAdministratorId',
        'input.contacts.expertContactId',
        'input.invoiceSettings.houseAddressId',
        'input.paymentMethodIds',
      ].map((path) => [`Mutation.saveFixedPriceSaleDetails ${path}`, 'No Buy Now sale with this id.']),
    ),
  },
};
