import type { CrossHouseCases, FixtureHouse, DemoIds, HouseIds } from '../crossHouseCases.js';

/** House demo's first shipping-policy origin. */
const demoOrigin = async (demo: FixtureHouse<DemoIds>) =>
  (
    await demo.query<{ shippingPolicy: { origins: { id: string }[] } }>(
      '{ shippingPolicy { origins { id } } }',
    )
  ).shippingPolicy.origins[0]?.id;

/** A house's first address (its locations) and first shipping origin. */
const firstOf =
  (table: 'house_addresses' | 'shipping_origins') =>
  async ({ db, id }: FixtureHouse<HouseIds>) =>
    (await db.selectFrom(table).select('id').where('house_id', '=', id).orderBy('id').executeTakeFirst())?.id;

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** The house's first location, and its shipping policy's first origin (by both its names). */
    locationId: string;
    fulfilmentLocationId: string;
    originId: string;
  }
  interface HouseIds {
    /** The house's first address (by both its names) and shipping origin. */
    addressId: string;
    locationId: string;
    originId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    locationId: async (demo) =>
      (await demo.query<{ houseLocations: { id: string }[] }>('{ houseLocations { id } }')).houseLocations[0]
        ?.id,
    fulfilmentLocationId: demoOrigin,
    originId: demoOrigin,
  },
  houseIds: {
    addressId: firstOf('house_addresses'),
    locationId: firstOf('house_addresses'),
    originId: firstOf('shipping_origins'),
  },
  rootFields: {
    'Query.fulfilmentLocation': { ids: (d) => ({ id: d.originId }) },
    'Mutation.saveHouseLocation': {
      ids: (d) => ({ id: d.locationId }),
      patch: () => ({
        input: {
          facilityName: 'Cross-house Hall',
          street1: '200 Lake Shore Dr',
          city: 'Chicago',
          countryCode: 'US',
          stateCode: 'IL',
          postalCode: '60601',
          timeZone: 'America/Chicago',
        },
      }),
    },
    'Mutation.deleteHouseLocation': { ids: (d) => ({ id: d.locationId }) },
    // House other has no shipping policy, so no fulfilment location of any house is found for it.
    'Mutation.saveFulfilmentLocation': {
      ids: (d) => ({ id: d.originId }),
      refused: { code: 'BAD_USER_INPUT', field: 'id' },
      patch: () => ({
        input: {
          address: {
            addressLine1: '210 Lake Shore Dr',
            city: 'Chicago',
            state: 'IL',
            postalCode: '60601',
            country: 'US',
          },
          contacts: [
            { fullName: 'Lee Porter', email: 'lee@demo.example.com', phoneNumber: '+1 312 555 0100' },
          ],
        },
      }),
    },
  },
  idPlaces: {
    'Mutation.saveHouseLocation input.id': 'locationId',
    'Mutation.deleteHouseLocation id': 'locationId',
    'Mutation.saveFulfilmentLocation input.id': 'originId',
  },
  recipes: {
    'Mutation.deleteHouseLocation': { ids: { id: 'locationId' } },
    'Mutation.saveHouseLocation': {
      ids: { id: 'locationId' },
      patch: {
        input: {
          facilityName: 'Cross-house Hall',
          street1: '8800 Sunset Blvd',
          city: 'Los Angeles',
          countryCode: 'US',
          stateCode: 'CA',
          province: null,
          postalCode: '90069',
          timeZone: 'America/Los_Angeles',
        },
      },
    },
    'Mutation.saveFulfilmentLocation': {
      ids: { id: 'originId' },
      patch: {
        input: {
          address: {
            addressLine1: '210 Lake Shore Dr',
            city: 'Chicago',
            state: 'IL',
            postalCode: '60601',
            country: 'US',
          },
          contacts: [
            { fullName: 'Lee Porter', email: 'lee@other.example.com', phoneNumber: '+1 312 555 0100' },
          ],
        },
      },
    },
  },
};
