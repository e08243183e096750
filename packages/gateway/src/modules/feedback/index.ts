import type { GatewayModule } from '../gatewayModule.js';
import { DefaultFeedbackMessage } from './resolvers/DefaultFeedbackMessage.js';
import { LotFeedback, RemoveLotFeedbackResult } from './resolvers/LotFeedback.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Feedback to winning bidders: the house's three default feedback messages (sales §2 Default
 * Feedback Messages page, §7) and feedback on won lots (sales §4 Feedback modal). Customer pages need the customer access flag (sales §2 Top
 * navigation: "customer pages need accessCustomer=1").
 */
export const feedbackModule = {
  name: 'feedback' as const,
  resolvers: { Query, Mutation, DefaultFeedbackMessage, LotFeedback, RemoveLotFeedbackResult },
  guards: {
    Query: { defaultFeedbackMessages: { access: 'customer' } },
    Mutation: {
      saveDefaultFeedbackMessages: { access: 'customer' },
      leaveLotFeedback: { access: 'customer' },
      removeLotFeedback: { access: 'customer' },
    },
  },
} satisfies GatewayModule;

// What sale results use of feedback (eslint/gatewayBoundaries.mjs).
export type { LotFeedbackModel } from './models.js';
