import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { clearOutsideDashboard, saveOutsideDashboard } from '../providers/outsideDashboardSettings.js';

export const Mutation: MutationResolvers = {
  saveCampaignOutsideDashboard: (_parent, args, context) => saveOutsideDashboard(context, args.input),
  clearCampaignOutsideDashboard: (_parent, _args, context) => clearOutsideDashboard(context),
};
