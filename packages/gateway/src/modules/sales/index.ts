import type { Resolvers } from '../../__generated__/resolvers-types.js';
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
 * Sales setup (issue 5): the calendar, adding a sale, the session wizard's steps 1 and 2,
 * fixed-price step 1, house locations, fulfilment locations and the reference lists.
 */
export const salesResolvers: Resolvers = {
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
};
