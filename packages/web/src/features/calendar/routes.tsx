import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';

const CalendarPage = lazy(() => import('./pages/CalendarPage'));

/** The auctions calendar (sales §2): /my-auctions/current and /my-auctions/past, gated like My Auctions. */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'my-auctions',
    element: <RequireAccess rule="myAuctions" />,
    children: [
      { path: 'current', element: <CalendarPage type="current" /> },
      { path: 'past', element: <CalendarPage type="past" /> },
    ],
  },
];
