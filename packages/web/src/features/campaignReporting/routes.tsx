import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { campaignReportingAccess } from './access';

const CampaignReportingPage = lazy(() => import('./pages/CampaignReportingPage'));
const OutsideDashboardSettingsPage = lazy(() => import('./pages/OutsideDashboardSettingsPage'));

/**
 * Campaign Reporting (sales §2 route table) and the setting of the outside dashboard it may embed,
 * both gated like the Campaign Reporting link (the reports flag).
 */
export const campaignReportingRoutes: RouteObject[] = [
  {
    path: 'campaign-reporting',
    element: (
      <RequireAccess rule={campaignReportingAccess.campaignReporting}>
        <CampaignReportingPage />
      </RequireAccess>
    ),
  },
  {
    path: 'settings/analytics-dashboard',
    element: (
      <RequireAccess rule={campaignReportingAccess.campaignReporting}>
        <OutsideDashboardSettingsPage />
      </RequireAccess>
    ),
  },
];
