import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { saveInvoiceTemplate } from '../providers/invoiceTemplateService.js';

export const Mutation: MutationResolvers = {
  saveInvoiceTemplate: (_parent, args, context) => saveInvoiceTemplate(context, args.input),
};
