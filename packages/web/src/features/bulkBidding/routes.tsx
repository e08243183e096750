import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { bulkBiddingAccess } from './access';

const BulkBiddingPage = lazy(() => import('./pages/BulkBiddingPage'));

/** /bulk-bidding/{catalogRef} (sales §2 route table: only with bulk-bidding access, sales §6). */
export const bulkBiddingRoutes: RouteObject[] = [
  {
    path: 'bulk-bidding/:catalogRef',
    element: (
      <RequireAccess rule={bulkBiddingAccess.bulkBidding}>
        <BulkBiddingPage />
      </RequireAccess>
    ),
  },
];
