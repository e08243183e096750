import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import {
  deleteLots,
  publishAllLots,
  publishLots,
  saveFeaturedLots,
  selectCoverImage,
} from '../providers/publishingMutations.js';

export const Mutation: MutationResolvers = {
  publishAllLots: (_p, args, context) => publishAllLots(context, args.catalogId),
  publishLots: (_p, args, context) => publishLots(context, args.catalogId, args.lotIds),
  deleteLots: (_p, args, context) => deleteLots(context, args.catalogId, args.lotIds),
  saveFeaturedLots: (_p, args, context) => saveFeaturedLots(context, args.catalogId, args.lotIds),
  selectCoverImage: (_p, args, context) =>
    selectCoverImage(context, args.catalogId, args.lotId, args.imageUrl),
};
