import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { customerGroups, customerList, yourCustomers } from '../providers/customerService.js';

export const Query: QueryResolvers = {
  yourCustomers: (_parent, args, context) => yourCustomers(context, args),
  customerList: (_parent, args, context) => customerList(context, args),
  customerGroups: (_parent, _args, context) => customerGroups(context),
};
