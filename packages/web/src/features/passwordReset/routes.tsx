import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PasswordResetPage = lazy(() => import('./pages/PasswordResetPage'));

/** /password-reset (sales §2 route table): public, under the layout without navigation. */
export const passwordResetPublicRoutes: RouteObject[] = [
  { path: 'password-reset', element: <PasswordResetPage /> },
];
