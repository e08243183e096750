import type {
  LotFeedbackResolvers,
  RemoveLotFeedbackResultResolvers,
} from '../../../__generated__/resolvers-types.js';

export const LotFeedback: LotFeedbackResolvers = {
  lotRef: (f) => f.lotRef,
  type: (f) => (f.positive ? 'POSITIVE' : 'NEGATIVE'),
  message: (f) => f.message,
  defaultSlot: (f) => (f.defaultFeedback ? f.feedbackId : null),
};

export const RemoveLotFeedbackResult: RemoveLotFeedbackResultResolvers = {
  lotRef: (r) => r.lotRef,
  success: (r) => r.success,
};
