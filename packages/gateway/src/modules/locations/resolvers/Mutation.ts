import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import {
  deleteHouseLocation,
  saveFulfilmentLocation,
  saveHouseLocation,
} from '../providers/locationsService.js';

export const Mutation: MutationResolvers = {
  saveHouseLocation: (_p, args, context) => saveHouseLocation(context, args.input),
  deleteHouseLocation: (_p, args, context) => deleteHouseLocation(context, args.id),
  saveFulfilmentLocation: (_p, args, context) => saveFulfilmentLocation(context, args.input),
};
