import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import {
  secondChanceOffers,
  unpaidItemPipeline,
  unpaidItemPreview,
  unpaidItemSettings,
} from '../providers/unpaidItemsService.js';

export const Query: QueryResolvers = {
  unpaidItemSettings: (_parent, _args, context) => unpaidItemSettings(context),
  unpaidItemPipeline: (_parent, args, context) => unpaidItemPipeline(context, args),
  unpaidItemPreview: (_parent, args, context) => unpaidItemPreview(context, args),
  secondChanceOffers: (_parent, args, context) => secondChanceOffers(context, args),
};
