import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceGroupEditor } from '../providers/invoiceEditingService.js';

export const Query: QueryResolvers = {
  invoiceGroupEditor: (_parent, args, context) =>
    invoiceGroupEditor(context, args.invoiceGroupId, args.invoiceIds),
};
