import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import {
  countries,
  fulfilmentLocation,
  houseLocations,
  shippingPolicy,
  subdivisions,
  timeZones,
} from '../providers/locationsService.js';

export const Query: QueryResolvers = {
  houseLocations: (_p, _args, context) => houseLocations(context),
  countries: (_p, args, context) => countries(context, args.order ?? 'LOCATION_FORM'),
  subdivisions: (_p, args, context) => subdivisions(context, args.countryCode),
  timeZones: (_p, _args, context) => timeZones(context),
  shippingPolicy: (_p, _args, context) => shippingPolicy(context),
  fulfilmentLocation: (_p, args, context) => fulfilmentLocation(context, args.id),
};
