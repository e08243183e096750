/** Terms, Privacy and Contact: the footer's public pages (sales §2 App shell). */
import type { AppFeature } from '../../app/feature';
import { legalPublicRoutes } from './routes';

export const legalFeature: AppFeature = {
  name: 'legal',
  routes: [],
  publicRoutes: legalPublicRoutes,
  typePolicies: {
    // The contact depends on who is signed in: kept under the query, re-read on each page.
    LegalContact: { keyFields: false },
  },
};
