import type { GatewayModule } from '../gatewayModule.js';
import { createLocationsLoaders } from './providers/loaders.js';
import { Country } from './resolvers/Country.js';
import { FulfilmentLocation, ShippingPolicy } from './resolvers/FulfilmentLocation.js';
import { HouseLocation } from './resolvers/HouseLocation.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Locations: the house's locations, the fulfilment locations (shipping origins) of its
 * shipping policy, and the reference lists (countries, subdivisions, time zones) their forms and
 * the sale wizard use.
 */
export const locationsModule = {
  name: 'locations' as const,
  resolvers: { Query, Mutation, HouseLocation, FulfilmentLocation, ShippingPolicy, Country },
  guards: {
    // House locations are house settings (the sensitive flag); the reference lists any signed-in caller.
    Query: {
      houseLocations: { access: 'sensitive' },
      countries: 'authenticated',
      subdivisions: 'authenticated',
      timeZones: 'authenticated',
      shippingPolicy: { access: 'calendar' },
      fulfilmentLocation: { access: 'calendar' },
    },
    Mutation: {
      saveHouseLocation: { access: 'sensitive' },
      deleteHouseLocation: { access: 'sensitive' },
      saveFulfilmentLocation: { access: 'calendar' },
    },
  },
  loaders: (context) => createLocationsLoaders(context.rest),
} satisfies GatewayModule;

// What the invoice editor and the sale wizard use of locations (eslint/gatewayBoundaries.mjs).
export type { CountryModel } from './models.js';
export { shippingPolicy } from './providers/locationsService.js';
export { toTimeZone } from './providers/timeZones.js';

// Its loaders, for the modules that read or clear them (eslint/gatewayBoundaries.mjs).
export { locationsLoadersOf } from './providers/loaders.js';
