import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { autoChargeSetup } from '../providers/autoChargeService.js';
import { invoiceEmailOutbox } from '../providers/outbox.js';
import { invoicePreview } from '../providers/invoicePreviewService.js';

export const Query: QueryResolvers = {
  invoicePreview: (_p, args, context) => invoicePreview(context, args.invoiceGroupId, args.invoiceIds),
  autoChargeSetup: (_p, args, context) => autoChargeSetup(context, args.invoiceGroupId, args.invoiceIds),
  invoiceEmailOutbox: (_p, args, context) => invoiceEmailOutbox(context, args),
};
