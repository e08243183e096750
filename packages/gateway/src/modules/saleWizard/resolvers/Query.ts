import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { addSaleForm, auctionCalendar } from '../providers/calendarService.js';
import { fixedPriceSaleDetails } from '../providers/fixedPriceService.js';
import {
  countries,
  fulfilmentLocation,
  houseLocations,
  shippingPolicy,
  subdivisions,
  timeZones,
} from '../providers/locationsService.js';
import { sessionWizard } from '../providers/sessionWizardService.js';

export const Query: QueryResolvers = {
  auctionCalendar: (_p, args, context) =>
    auctionCalendar(context, args.period, { search: args.search, page: args.page }),
  addSaleForm: (_p, _args, context) => addSaleForm(context),
  sessionWizard: (_p, args, context) => sessionWizard(context, args.groupId, args.catalogId),
  fixedPriceSaleDetails: (_p, args, context) => fixedPriceSaleDetails(context, args.groupId, args.catalogId),
  houseLocations: (_p, _args, context) => houseLocations(context),
  countries: (_p, args, context) => countries(context, args.order ?? 'LOCATION_FORM'),
  subdivisions: (_p, args, context) => subdivisions(context, args.countryCode),
  timeZones: (_p, _args, context) => timeZones(context),
  shippingPolicy: (_p, _args, context) => shippingPolicy(context),
  fulfilmentLocation: (_p, args, context) => fulfilmentLocation(context, args.id),
};
