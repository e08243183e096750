import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { campaignOutsideDashboard, campaignReport } from '../providers/campaignReportService.js';

export const Query: QueryResolvers = {
  campaignReport: (_parent, args, context) => campaignReport(context, args.filter),
  campaignOutsideDashboard: (_parent, _args, context) => campaignOutsideDashboard(context),
};
