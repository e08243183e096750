import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceGroupDetails } from '../../invoices/providers/invoiceEditingService.js';
import { invoiceGroups, invoiceTemplates, uninvoicedSaleGroups } from '../providers/invoicesHubService.js';

export const Query: QueryResolvers = {
  uninvoicedSaleGroups: (_parent, args, context) => uninvoicedSaleGroups(context, args.page),
  invoiceGroups: (_parent, args, context) => invoiceGroups(context, args),
  invoiceTemplates: (_parent, _args, context) => invoiceTemplates(context),
  invoiceGroupDetails: (_parent, args, context) => invoiceGroupDetails(context, args.invoiceGroupId),
};
