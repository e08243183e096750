import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { catalogPrimaryImages, imageUploadStep, lotImages } from '../providers/lotImageService.js';

export const Query: QueryResolvers = {
  imageUploadStep: (_p, args, context) => imageUploadStep(context, args.groupId, args.catalogId),
  lotImages: (_p, args, context) => lotImages(context, args.catalogId, args.lotId),
  catalogPrimaryImages: (_p, args, context) => catalogPrimaryImages(context, args.catalogId),
};
