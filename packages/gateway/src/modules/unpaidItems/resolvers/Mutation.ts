import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import {
  decideSecondChanceOffer,
  setUnpaidItemsPaused,
  updateUnpaidItemSettings,
} from '../providers/unpaidItemsService.js';

export const Mutation: MutationResolvers = {
  updateUnpaidItemSettings: (_parent, { input }, context) => updateUnpaidItemSettings(context, input),
  pauseUnpaidItems: (_parent, { input }, context) => setUnpaidItemsPaused(context, input, true),
  resumeUnpaidItems: (_parent, { input }, context) => setUnpaidItemsPaused(context, input, false),
  decideSecondChanceOffer: (_parent, { input }, context) => decideSecondChanceOffer(context, input),
};
