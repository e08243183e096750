import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const ViewDisputesPage = lazy(() => import('./pages/ViewDisputesPage'));
const ConfirmDisputeActionPage = lazy(() => import('./pages/ConfirmDisputeActionPage'));
const DisputePage = lazy(() => import('./pages/DisputePage'));
const OpenDisputesPage = lazy(() => import('./pages/OpenDisputesPage'));

const gated = (element: React.ReactNode) => <RequireAccess rule="customer">{element}</RequireAccess>;

/** The disputes' routes (sales §2 route table: customer pages need customer access). */
export const disputesRoutes: RouteObject[] = [
  { path: 'customers/viewDisputes', element: gated(<ViewDisputesPage />) },
  { path: 'customers/confirmDisputeAction', element: gated(<ConfirmDisputeActionPage />) },
  { path: 'customers/dispute/:disputeRef', element: gated(<DisputePage />) },
  { path: 'reports/openDisputes', element: gated(<OpenDisputesPage />) },
  { path: 'reports/openDisputes/:lotRefs', element: gated(<OpenDisputesPage />) },
];
