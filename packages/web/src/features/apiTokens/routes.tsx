import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const ApiTokensPage = lazy(() => import('./pages/ApiTokensPage'));

/** Settings → API Tokens, gated like its navigation link and the API's guard (accessSensitive). */
export const apiTokensRoutes: RouteObject[] = [
  {
    path: 'settings/api-tokens',
    element: (
      <RequireAccess rule="sensitive">
        <ApiTokensPage />
      </RequireAccess>
    ),
  },
];
