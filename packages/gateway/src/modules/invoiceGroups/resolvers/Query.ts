import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceGroupDetails } from '../../invoices/index.js';
import { invoiceGroups, uninvoicedSaleGroups } from '../providers/invoiceGroupsService.js';

export const Query: QueryResolvers = {
  uninvoicedSaleGroups: (_parent, args, context) => uninvoicedSaleGroups(context, args.page),
  invoiceGroups: (_parent, args, context) => invoiceGroups(context, args),
  invoiceGroupDetails: (_parent, args, context) => invoiceGroupDetails(context, args.invoiceGroupId),
};
