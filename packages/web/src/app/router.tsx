import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LandingRedirect } from './LandingRedirect';
import { FEATURES } from './features';
import { ViewerGate } from './access/ViewerGate';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { SessionAwareLayout } from './layout/SessionAwareLayout';
import { NotFoundPage } from './pages/NotFoundPage';

export const BASENAME = '/ar';

const LoginPage = lazy(() => import('./login/LoginPage'));

/** The route table (invoicing §2, sales §2 "App shell and route table"). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          ...FEATURES.flatMap((feature) => feature.publicRoutes ?? []),
        ],
      },
      {
        element: <SessionAwareLayout />,
        children: FEATURES.flatMap((feature) => feature.openRoutes ?? []),
      },
      {
        element: (
          <ViewerGate>
            <AppLayout />
          </ViewerGate>
        ),
        children: [
          { index: true, element: <LandingRedirect /> },
          ...FEATURES.flatMap((feature) => feature.routes),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
