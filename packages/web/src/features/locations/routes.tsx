import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const LocationsPage = lazy(() => import('./pages/LocationsPage'));

/** Settings → Locations (sales §2), gated like its navigation link (accessSensitive). */
export const locationsRoutes: RouteObject[] = [
  {
    path: 'settings/locations',
    element: (
      <RequireAccess rule="sensitive">
        <LocationsPage />
      </RequireAccess>
    ),
  },
];
