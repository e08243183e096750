import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { privateLabelAccess } from './access';

const PrivateLabelSettingsPage = lazy(() => import('./pages/PrivateLabelSettingsPage'));

/** Settings → Private Label Settings (sales §2 route table), gated like its navigation link. */
export const privateLabelRoutes: RouteObject[] = [
  {
    path: 'settings/plSettings',
    element: (
      <RequireAccess rule={privateLabelAccess.privateLabelPage}>
        <PrivateLabelSettingsPage />
      </RequireAccess>
    ),
  },
];
