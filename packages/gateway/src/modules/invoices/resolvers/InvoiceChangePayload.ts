import type { InvoiceChangePayloadResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceGroupDetails, invoiceGroupEditor } from '../providers/invoiceService.js';

export const InvoiceChangePayload: InvoiceChangePayloadResolvers = {
  invoices: (p) => p.invoices,
  lines: (p) => p.lines,
  // The same loaders as the screen queries: the mutation cleared them, so these are the new values.
  editor: (p, args, context) => invoiceGroupEditor(context, p.invoiceGroupId, args.invoiceIds),
  groupDetails: (p, _args, context) => invoiceGroupDetails(context, p.invoiceGroupId),
};
