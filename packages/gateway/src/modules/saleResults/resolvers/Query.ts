import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { reportSelection } from '../providers/reportSelection.js';
import { pastSaleGroups, saleResults } from '../providers/saleResultsService.js';

export const Query: QueryResolvers = {
  pastSaleGroups: (_parent, _args, context) => pastSaleGroups(context),
  saleResults: (_parent, args, context, info) =>
    saleResults(context, args.catalogRefs, reportSelection(info)),
};
