import { CALENDAR_PATH } from '@ah/schema';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../app/access/RequireAccess';
import { ComingSoon } from '../../ui/ComingSoon';

const SessionWizardPage = lazy(() => import('./pages/SessionWizardPage'));

/**
 * The session and fixed-price wizards (sales §2 route table): /session/{type}/{groupID}/{catalogID}/{step}
 * with an optional goToPage, and the lot add/edit page (a later release). Gated like My Auctions,
 * whose screens lead here.
 */
export const sessionWizardRoutes: RouteObject[] = [
  {
    path: 'session/:type/:groupId/:catalogId',
    element: <RequireAccess rule="myAuctions" />,
    children: [
      {
        path: 'lot/:lotNumber/:goToPage?',
        element: (
          <ComingSoon
            name="Lot add/edit"
            description="Add a single lot or edit one."
            backTo={{ to: CALENDAR_PATH, label: 'Back to My Auctions' }}
          />
        ),
      },
      { path: ':step/:goToPage?', element: <SessionWizardPage /> },
      { index: true, element: <SessionWizardPage /> },
    ],
  },
];
