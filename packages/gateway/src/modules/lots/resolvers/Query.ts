import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { catalogItemsPage, catalogSnapshot, itemUploadPage, lotEditorPage } from '../providers/pages.js';

export const Query: QueryResolvers = {
  itemUpload: (_p, args, context) => itemUploadPage(context, args.groupId, args.catalogId),
  lotEditor: (_p, args, context) => lotEditorPage(context, args.groupId, args.catalogId, args.lotId),
  catalogItems: (_p, args, context, info) => catalogItemsPage(context, args.catalogId, info),
  catalogSnapshot: (_p, args, context) => catalogSnapshot(context, args.catalogId, args.fileType ?? 'XLSX'),
};
