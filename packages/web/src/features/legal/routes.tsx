import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const TermsPage = lazy(() => import('./pages/TermsPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));

/**
 * The footer's Terms, Privacy and Contact (sales §2 App shell): open without signing in, and inside
 * the signed-in shell, navigation included, for a signed-in user.
 */
export const legalOpenRoutes: RouteObject[] = [
  { path: 'legal/terms', element: <TermsPage /> },
  { path: 'legal/privacy', element: <PrivacyPage /> },
  { path: 'contact', element: <ContactPage /> },
];
