import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { paymentCenterAccess } from './access';

const PaymentCenterPage = lazy(() => import('./pages/PaymentCenterPage'));
const BillingPage = lazy(() => import('./pages/BillingPage'));

/** Payment Center (/payments, /payments/{action}) and Settings → Billing (sales §2 route table). */
export const paymentCenterRoutes: RouteObject[] = [
  {
    path: 'payments',
    element: (
      <RequireAccess rule={paymentCenterAccess.paymentCenterPage}>
        <PaymentCenterPage />
      </RequireAccess>
    ),
  },
  {
    path: 'payments/:action',
    element: (
      <RequireAccess rule={paymentCenterAccess.paymentCenterPage}>
        <PaymentCenterPage />
      </RequireAccess>
    ),
  },
  {
    path: 'settings/billing',
    element: (
      <RequireAccess rule="sensitive">
        <BillingPage />
      </RequireAccess>
    ),
  },
];
