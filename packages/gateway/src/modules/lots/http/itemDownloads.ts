import { Router, type Request, type Response } from 'express';
import {
  FileRouteError,
  fileRouteErrorOf,
  flagContext,
  sendFileRouteError,
} from '../../../routes/routeAccess.js';
import type { ModuleRoutes, RouteDeps } from '../../../routes/moduleRoutes.js';
import { servicePool, streamUpstreamFile } from '../../../routes/upstreamFile.js';
import { MODEL_DOWNLOAD_PATH, SNAPSHOT_DOWNLOAD_PATH } from '../providers/pages.js';

const FILE = /^([a-z0-9]+)\.(csv|xlsx|xls)$/;

/**
 * The item downloads, plain same-origin GETs the web links to (URLs from GraphQL's
 * SpreadsheetDownload): `/downloads/items/model/{artfact|auctionflex}.{csv|xlsx|xls}` (our model
 * spreadsheets) and `/downloads/items/snapshot/{catalogId}.{csv|xlsx|xls}[?format=auctionflex]`
 * (the catalog snapshot). Signed-in callers with the calendar flag; the file streams through from
 * the catalog service with its type and name, nothing else of its headers.
 */
export function itemDownloadRoutes(deps: RouteDeps): ModuleRoutes {
  const { pool, basePath } = servicePool(deps.config.services.catalog, 8);
  const router = Router();

  const download =
    (upstreamPath: (name: string, type: string, req: Request) => string | null) =>
    async (req: Request, res: Response) => {
      try {
        const m = FILE.exec(String(req.params['file'] ?? ''));
        const path = m ? upstreamPath(m[1]!, m[2]!, req) : null;
        if (!path) throw new FileRouteError(404, 'NOT_FOUND', 'No such file.');
        const context = await flagContext(req, res, deps, 'calendar');
        await streamUpstreamFile(pool, basePath + path, context.credentials, res);
      } catch (error) {
        const refusal = fileRouteErrorOf(error);
        if (refusal.status >= 500) deps.logger.error('item download failed', error);
        if (res.headersSent) res.destroy();
        else sendFileRouteError(res, refusal);
      }
    };

  router.get(
    `${MODEL_DOWNLOAD_PATH}/:file`,
    download((name, type) =>
      name === 'artfact' || name === 'auctionflex' ? `/cps/app/spreadsheet/model/${name}?type=${type}` : null,
    ),
  );
  router.get(
    `${SNAPSHOT_DOWNLOAD_PATH}/:file`,
    download((name, type, req) => {
      if (!/^\d{1,10}$/.test(name)) return null;
      const format = req.query['format'] === 'auctionflex' ? '&format=auctionflex' : '';
      return `/cps/app/snapshot/${name}/lot-data?version=v2&type=${type}${format}`;
    }),
  );

  return { router, close: () => pool.close() };
}
