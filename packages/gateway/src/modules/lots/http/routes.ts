import { Router } from 'express';
import type { ModuleRoutes, RouteDeps } from '../../../routes/moduleRoutes.js';
import { itemDownloadRoutes } from './itemDownloads.js';
import { itemUploadRoutes } from './itemUploads.js';

/**
 * The items' files (sales §2 Upload Items): the spreadsheet upload and large review-table save
 * stream past the GraphQL body limit; the model and snapshot downloads are plain GETs. Same
 * session, access flag, Origin and CSRF rules as /graphql.
 */
export function lotsRoutes(deps: RouteDeps): ModuleRoutes {
  const uploads = itemUploadRoutes(deps);
  const downloads = itemDownloadRoutes(deps);
  return {
    router: Router().use(uploads.router, downloads.router),
    isUpload: uploads.isUpload,
    close: async () => {
      await uploads.close?.();
      await downloads.close?.();
    },
  };
}
