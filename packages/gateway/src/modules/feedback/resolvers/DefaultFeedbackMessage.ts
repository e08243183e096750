import type { DefaultFeedbackMessageResolvers } from '../../../__generated__/resolvers-types.js';

export const DefaultFeedbackMessage: DefaultFeedbackMessageResolvers = {
  slot: (f) => f.feedbackID,
  message: (f) => f.message,
};
