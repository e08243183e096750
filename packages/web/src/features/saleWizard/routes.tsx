import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { LotPage } from '../lots';

const SessionWizardPage = lazy(() => import('./pages/SessionWizardPage'));

/**
 * The session and fixed-price wizards (sales §2 route table): /session/{type}/{groupID}/{catalogID}/{step}
 * with an optional goToPage, and the lot add/edit page (a later release). Gated like My Auctions,
 * whose screens lead here.
 */
export const saleWizardRoutes: RouteObject[] = [
  {
    path: 'session/:type/:groupId/:catalogId',
    element: <RequireAccess rule="myAuctions" />,
    children: [
      // The lot add/edit page (sales §2); the param is the lot id (0 = new).
      { path: 'lot/:lotNumber/:goToPage?', element: <LotPage /> },
      { path: ':step/:goToPage?', element: <SessionWizardPage /> },
      { index: true, element: <SessionWizardPage /> },
    ],
  },
];
