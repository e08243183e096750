import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const ShippingReviewPage = lazy(() => import('./pages/ShippingReviewPage'));

/**
 * Step 7 of the session wizard, Confirm Shipping Details: /session/{type}/{groupID}/{catalogID}/7.
 * A specific route (its static "7" outranks the wizard's `:step`), gated like the wizard.
 */
export const shippingReviewsRoutes: RouteObject[] = [
  {
    path: 'session/:type/:groupId/:catalogId/7',
    element: (
      <RequireAccess rule="myAuctions">
        <ShippingReviewPage />
      </RequireAccess>
    ),
  },
];
