import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import {
  deleteLotImage,
  registerImages,
  reorderLotImages,
  requestImageUploads,
  resequenceLotImages,
  rotateLotImage,
} from '../providers/lotImageService.js';

export const Mutation: MutationResolvers = {
  requestImageUploads: (_p, args, context) =>
    requestImageUploads(context, args.catalogId, args.count, args.fileType),
  registerImages: (_p, args, context) =>
    registerImages(context, args.catalogId, args.numberFormat, args.images),
  deleteLotImage: (_p, args, context) => deleteLotImage(context, args.catalogId, args.lotId, args.sequence),
  reorderLotImages: (_p, args, context) =>
    reorderLotImages(context, args.catalogId, args.lotId, args.photoIds),
  resequenceLotImages: (_p, args, context) => resequenceLotImages(context, args.catalogId, args.lotId),
  rotateLotImage: (_p, args, context) =>
    rotateLotImage(context, args.catalogId, args.lotId, args.sequence, args.rotation),
};
