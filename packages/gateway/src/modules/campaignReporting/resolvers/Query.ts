import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { campaignOutsideDashboard, campaignReport } from '../providers/campaignReportService.js';
import { outsideDashboardSettings } from '../providers/outsideDashboardSettings.js';

export const Query: QueryResolvers = {
  campaignReport: (_parent, args, context) => campaignReport(context, args.filter),
  campaignOutsideDashboard: (_parent, _args, context) => campaignOutsideDashboard(context),
  campaignOutsideDashboardSettings: (_parent, _args, context) => outsideDashboardSettings(context),
};
