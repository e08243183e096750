/**
 * Feedback to winning bidders: the house's three default feedback messages (sales §2) and the
 * feedback modal the sale results page uses (sales §4).
 */
import type { AppFeature } from '../../platform/feature';
import { feedbackRoutes } from './routes';

export {
  LotFeedbackModal,
  type FeedbackLot,
  type LotFeedbackModalProps,
} from './components/LotFeedbackModal';

export const feedbackFeature: AppFeature = {
  name: 'feedback',
  routes: feedbackRoutes,
  typePolicies: {
    // A message is its house's slot (the session has one house): a save's answer replaces the
    // page's copy in the cache without a refetch.
    DefaultFeedbackMessage: { keyFields: ['slot'] },
    // A lot has one feedback: a save's answer updates every copy of it.
    LotFeedback: { keyFields: ['lotRef'] },
  },
  nav: [
    {
      menu: 'customers',
      label: 'Feedback',
      to: '/customers/feedback/default',
      rule: 'customer',
      description: 'Default feedback messages',
    },
  ],
};
