import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { billingStatement, paymentCenter } from '../providers/paymentCenterService.js';

export const Query: QueryResolvers = {
  paymentCenter: (_parent, _args, context) => paymentCenter(context),
  billingStatement: (_parent, args, context) => billingStatement(context, args.year),
};
