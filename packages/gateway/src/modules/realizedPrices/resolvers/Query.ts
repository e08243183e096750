import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { realizedPriceScreenOnly } from '../providers/realizedPriceService.js';

export const Query: QueryResolvers = {
  realizedPrices: (_parent, args, context) => realizedPriceScreenOnly(context, args.catalogId),
};
