import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import {
  deleteRealizedPriceRow,
  publishRealizedPrices,
  saveRealizedPriceRow,
} from '../providers/realizedPriceService.js';

export const Mutation: MutationResolvers = {
  saveRealizedPriceRow: (_parent, args, context) => saveRealizedPriceRow(context, args.input),
  deleteRealizedPriceRow: (_parent, args, context) => deleteRealizedPriceRow(context, args.input),
  publishRealizedPrices: (_parent, args, context) => publishRealizedPrices(context, args.input),
};
