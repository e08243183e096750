import { YOUR_CUSTOMERS_REDIRECT, hasYourCustomers } from '@ah/schema';
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { useViewer } from '../../platform/access/ViewerContext';
import { customersAccess } from './access';

const YourCustomersPage = lazy(() => import('./pages/YourCustomersPage'));

/**
 * Your Customers' gate (sales §2 Routes: "/your-customers (redirects to /?p=1 unless connect type is
 * s, p or e)"; customer pages need accessCustomer, otherwise the permission message).
 */
function YourCustomersGate({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  if (!hasYourCustomers(viewer.house.settings.connectType))
    return <Navigate to={YOUR_CUSTOMERS_REDIRECT} replace />;
  return <RequireAccess rule={customersAccess.yourCustomers}>{children}</RequireAccess>;
}

/** Customers → Your Customers (sales §2 route table). */
export const customersRoutes: RouteObject[] = [
  {
    path: 'your-customers',
    element: (
      <YourCustomersGate>
        <YourCustomersPage />
      </YourCustomersGate>
    ),
  },
];
