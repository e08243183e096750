import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import {
  createInvoiceGroup,
  deleteUncreatedInvoiceGroup,
  retryInvoiceCreation,
} from '../providers/invoiceGroupsService.js';

export const Mutation: MutationResolvers = {
  createInvoiceGroup: (_parent, args, context) => createInvoiceGroup(context, args.input),
  retryInvoiceCreation: (_parent, args, context) => retryInvoiceCreation(context, args.input),
  deleteUncreatedInvoiceGroup: (_parent, args, context) => deleteUncreatedInvoiceGroup(context, args.input),
};
