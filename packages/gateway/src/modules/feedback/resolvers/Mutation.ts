import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { saveDefaultFeedbackMessages } from '../providers/defaultFeedbackService.js';

export const Mutation: MutationResolvers = {
  saveDefaultFeedbackMessages: (_parent, args, context) =>
    saveDefaultFeedbackMessages(context, args.messages),
};
