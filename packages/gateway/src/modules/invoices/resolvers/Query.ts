import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceGroupEditor } from '../providers/invoiceService.js';
import { sentInvoices } from '../providers/sentInvoices.js';

export const Query: QueryResolvers = {
  invoiceGroupEditor: (_parent, args, context) =>
    invoiceGroupEditor(context, args.invoiceGroupId, args.invoiceIds),
  sentInvoices: (_parent, args, context) => sentInvoices(context, args.invoiceGroupId, args.invoiceIds),
};
