import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceGroupDetails, invoiceGroupEditor } from '../providers/invoiceEditingService.js';

export const Query: QueryResolvers = {
  invoiceGroupEditor: (_parent, args, context) =>
    invoiceGroupEditor(context, args.invoiceGroupId, args.invoiceIds),
  invoiceGroupDetails: (_parent, args, context) => invoiceGroupDetails(context, args.invoiceGroupId),
};
