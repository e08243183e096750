import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { fixedPriceSaleDetails } from '../providers/fixedPriceService.js';
import { sessionWizard } from '../providers/sessionWizardService.js';

export const Query: QueryResolvers = {
  sessionWizard: (_p, args, context) => sessionWizard(context, args.groupId, args.catalogId),
  fixedPriceSaleDetails: (_p, args, context) => fixedPriceSaleDetails(context, args.groupId, args.catalogId),
};
