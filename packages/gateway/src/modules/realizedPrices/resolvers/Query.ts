import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { realizedPriceScreen } from '../providers/realizedPriceService.js';

export const Query: QueryResolvers = {
  realizedPrices: (_parent, args, context) => realizedPriceScreen(context, args.catalogId),
};
