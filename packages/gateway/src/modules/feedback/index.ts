import type { GatewayModule } from '../gatewayModule.js';
import { DefaultFeedbackMessage } from './resolvers/DefaultFeedbackMessage.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Feedback to winning bidders: for now the house's three default feedback messages (sales §2
 * Default Feedback Messages page, §7). Customer pages need the customer access flag (sales §2 Top
 * navigation: "customer pages need accessCustomer=1").
 */
export const feedbackModule: GatewayModule = {
  name: 'feedback',
  resolvers: { Query, Mutation, DefaultFeedbackMessage },
  guards: {
    Query: { defaultFeedbackMessages: { access: 'customer' } },
    Mutation: { saveDefaultFeedbackMessages: { access: 'customer' } },
  },
};
