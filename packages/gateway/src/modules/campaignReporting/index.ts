import type { GatewayModule } from '../gatewayModule.js';
import {
  CampaignChannelResult,
  CampaignEngagement,
  CampaignMonthResult,
  CampaignPerformanceTotals,
  CampaignPromotion,
  CampaignPromotionTotals,
  CampaignReport,
} from './resolvers/CampaignReport.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Campaign reporting (sales §2 /campaign-reporting, Payments promo; §7 GET house/{houseRef}/domo).
 * Guarded like its navigation link (web navRules `campaignReporting`: the reports flag). The CSVs are
 * built in the browser from the same figures (money as decimal strings), so there is no file route.
 */
export const campaignReportingModule = {
  name: 'campaignReporting' as const,
  resolvers: {
    Query,
    Mutation,
    CampaignReport,
    CampaignPromotion,
    CampaignPromotionTotals,
    CampaignPerformanceTotals,
    CampaignChannelResult,
    CampaignMonthResult,
    CampaignEngagement,
  },
  guards: {
    Query: {
      campaignReport: { access: 'reports' },
      campaignOutsideDashboard: { access: 'reports' },
      campaignOutsideDashboardSettings: { access: 'reports' },
    },
    // The setting behind the dashboard, guarded like it (the dashboard's reports flag).
    Mutation: {
      saveCampaignOutsideDashboard: { access: 'reports' },
      clearCampaignOutsideDashboard: { access: 'reports' },
    },
  },
} satisfies GatewayModule;
