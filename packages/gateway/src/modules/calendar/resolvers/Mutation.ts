import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { addSale, deleteSession } from '../providers/calendarService.js';

export const Mutation: MutationResolvers = {
  addSale: (_p, args, context) => addSale(context, args.input),
  deleteSession: (_p, args, context) => deleteSession(context, args.catalogId),
};
