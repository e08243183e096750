import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { createInvoiceGroup } from '../providers/invoicesHubService.js';

export const Mutation: MutationResolvers = {
  createInvoiceGroup: (_parent, args, context) => createInvoiceGroup(context, args.input),
};
