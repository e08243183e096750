import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const DefaultFeedbackPage = lazy(() => import('./pages/DefaultFeedbackPage'));

/** Customers → Feedback (sales §2 route table), gated like its navigation link (accessCustomer). */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'customers/feedback/default',
    element: (
      <RequireAccess rule="customer">
        <DefaultFeedbackPage />
      </RequireAccess>
    ),
  },
];
