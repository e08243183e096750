import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../app/access/RequireAccess';

const CampaignReportingPage = lazy(() => import('./pages/CampaignReportingPage'));

/** Campaign Reporting (sales §2 route table), gated like its navigation link. */
export const campaignReportingRoutes: RouteObject[] = [
  {
    path: 'campaign-reporting',
    element: (
      <RequireAccess rule="campaignReporting">
        <CampaignReportingPage />
      </RequireAccess>
    ),
  },
];
