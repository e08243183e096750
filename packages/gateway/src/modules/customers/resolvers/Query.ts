import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { customerGroups, yourCustomers } from '../providers/customerService.js';

export const Query: QueryResolvers = {
  yourCustomers: (_parent, args, context) => yourCustomers(context, args),
  customerGroups: (_parent, _args, context) => customerGroups(context),
};
