import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { defaultFeedbackMessages } from '../providers/defaultFeedbackService.js';

export const Query: QueryResolvers = {
  defaultFeedbackMessages: (_parent, _args, context) => defaultFeedbackMessages(context),
};
