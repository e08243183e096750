/** Feedback to winning bidders; for now the house's three default feedback messages (sales §2). */
import type { AppFeature } from '../../app/feature';
import { feedbackRoutes } from './routes';

export const feedbackFeature: AppFeature = {
  name: 'feedback',
  routes: feedbackRoutes,
  typePolicies: {
    // A message is its house's slot (the session has one house): a save's answer replaces the
    // page's copy in the cache without a refetch.
    DefaultFeedbackMessage: { keyFields: ['slot'] },
  },
};
