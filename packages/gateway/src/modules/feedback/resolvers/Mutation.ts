import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { saveDefaultFeedbackMessages } from '../providers/defaultFeedbackService.js';
import { leaveLotFeedback, removeLotFeedback } from '../providers/lotFeedbackService.js';

export const Mutation: MutationResolvers = {
  saveDefaultFeedbackMessages: (_parent, args, context) =>
    saveDefaultFeedbackMessages(context, args.messages),
  leaveLotFeedback: (_parent, args, context) => leaveLotFeedback(context, args),
  removeLotFeedback: (_parent, args, context) => removeLotFeedback(context, args.lotRef),
};
