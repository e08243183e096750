import type { ItemUploadPageResolvers } from '../../../__generated__/resolvers-types.js';
import { snapshotDownload } from '../providers/pages.js';

export const ItemUploadPage: ItemUploadPageResolvers = {
  // Editing a catalog that has lots: its snapshot can be downloaded, fixed and uploaded back.
  snapshot: (page, args) =>
    page.lotCount > 0 ? snapshotDownload(page.catalogId, args.fileType ?? 'XLSX') : null,
};
