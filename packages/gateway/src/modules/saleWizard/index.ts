import type { GatewayModule } from '../gatewayModule.js';
import { createSalesLoaders, type SalesLoaders } from './providers/loaders.js';
import { BuyerPremiumSchedule } from './resolvers/BuyerPremiumSchedule.js';
import { BuyNowSale } from './resolvers/BuyNowSale.js';
import { CalendarGroup } from './resolvers/CalendarGroup.js';
import { CalendarSession } from './resolvers/CalendarSession.js';
import { Country } from './resolvers/Country.js';
import { FixedPriceSaleDetails } from './resolvers/FixedPriceSaleDetails.js';
import { FulfilmentLocation, ShippingPolicy } from './resolvers/FulfilmentLocation.js';
import { HouseLocation } from './resolvers/HouseLocation.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SessionDefinition } from './resolvers/SessionDefinition.js';
import { SessionWizard } from './resolvers/SessionWizard.js';

/**
 * Sales setup: the calendar, adding a sale, the session wizard's steps 1 and 2, fixed-price
 * step 1, house locations, fulfilment locations and the reference lists.
 */
export const saleWizardModule: GatewayModule<SalesLoaders> = {
  name: 'saleWizard',
  resolvers: {
    Query,
    Mutation,
    CalendarGroup,
    CalendarSession,
    BuyNowSale,
    SessionWizard,
    SessionDefinition,
    HouseLocation,
    FulfilmentLocation,
    ShippingPolicy,
    BuyerPremiumSchedule,
    Country,
    FixedPriceSaleDetails,
  },
  guards: {
    // The calendar and the wizard need the calendar flag, house settings the sensitive one.
    Query: {
      auctionCalendar: { access: 'calendar' },
      addSaleForm: { access: 'calendar' },
      sessionWizard: { access: 'calendar' },
      fixedPriceSaleDetails: { access: 'calendar' },
      houseLocations: { access: 'sensitive' },
      countries: 'authenticated',
      subdivisions: 'authenticated',
      timeZones: 'authenticated',
      shippingPolicy: { access: 'calendar' },
      fulfilmentLocation: { access: 'calendar' },
    },
    Mutation: {
      addSale: { access: 'calendar' },
      deleteSession: { access: 'calendar' },
      saveSessionDetails: { access: 'calendar' },
      saveSessionSettings: { access: 'calendar' },
      recordWizardStep: { access: 'calendar' },
      saveFixedPriceSaleDetails: { access: 'calendar' },
      saveHouseLocation: { access: 'sensitive' },
      deleteHouseLocation: { access: 'sensitive' },
      saveFulfilmentLocation: { access: 'calendar' },
    },
  },
  loaders: (context) => createSalesLoaders(context.sales),
};
