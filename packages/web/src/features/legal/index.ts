/** Terms, Privacy and Contact: the footer's public pages (sales §2 App shell). */
import type { AppFeature } from '../../platform/feature';
import { legalOpenRoutes } from './routes';

export const legalFeature: AppFeature = {
  name: 'legal',
  routes: [],
  openRoutes: legalOpenRoutes,
  typePolicies: {
    // The contact depends on who is signed in: kept under the query, re-read on each page.
    LegalContact: { keyFields: false },
  },
};
