/** Campaign reporting: the house's promotions and their results (sales §2 /campaign-reporting). */
import type { AppFeature } from '../../platform/feature';
import { campaignReportingRoutes } from './routes';
import { campaignReportingAccess } from './access';

export const campaignReportingFeature: AppFeature = {
  name: 'campaignReporting',
  routes: campaignReportingRoutes,
  typePolicies: {
    // Every part belongs to the report of one filter; the report is re-read per filter.
    CampaignReport: { keyFields: false },
    CampaignSale: { keyFields: false },
    CampaignPromotion: { keyFields: false },
    CampaignSaleEngagement: { keyFields: false },
    // One per house, the caller's: held under its root field.
    CampaignOutsideDashboardSettings: { keyFields: false },
  },
  nav: [
    {
      menu: 'reports',
      label: 'Campaign Reporting',
      to: '/campaign-reporting',
      rule: campaignReportingAccess.campaignReporting,
      description: 'Campaign analytics',
    },
    {
      menu: 'settings',
      label: 'Analytics Dashboard',
      to: '/settings/analytics-dashboard',
      rule: campaignReportingAccess.campaignReporting,
      description: 'Your outside dashboard in Campaign Reporting',
    },
  ],
  accessRules: campaignReportingAccess,
};
