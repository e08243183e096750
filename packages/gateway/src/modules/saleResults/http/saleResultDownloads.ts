import { Router, type Request, type Response } from 'express';
import {
  FileRouteError,
  fileRouteErrorOf,
  flagContext,
  sendFileRouteError,
} from '../../../routes/routeAccess.js';
import type { ModuleRoutes, RouteDeps } from '../../../routes/moduleRoutes.js';
import { servicePool, streamUpstreamFile } from '../../../routes/upstreamFile.js';
import { SALE_RESULT_DOWNLOAD_PATH, SALE_RESULT_FILES, type SaleResultFile } from '../providers/downloads.js';

const FILE = /^(sessionResults|bidderResults|eoaResults|pactsResults)\.xls$/;
const REFS = /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,99}$/;

/**
 * The result spreadsheets (sales §7 Results, feedback, disputes), plain same-origin GETs the results
 * page links to (URLs from GraphQL's SaleResultDownloads):
 * `/downloads/saleResults/{sessionResults|bidderResults|eoaResults|pactsResults}.xls?catalogRefs=a,b`.
 * Signed-in callers with the reports flag (sales §6); the house comes from the caller. The file
 * streams through from the house service with its type and name, nothing else of its headers.
 */
export function saleResultDownloadRoutes(deps: RouteDeps): ModuleRoutes {
  const { pool, basePath } = servicePool(deps.config.services.house, 4);
  const router = Router();

  router.get(`${SALE_RESULT_DOWNLOAD_PATH}/:file`, async (req: Request, res: Response) => {
    try {
      const m = FILE.exec(String(req.params['file'] ?? ''));
      if (!m) throw new FileRouteError(404, 'NOT_FOUND', 'No such file.');
      const file = SALE_RESULT_FILES[m[1] as SaleResultFile];
      const refs = typeof req.query['catalogRefs'] === 'string' ? req.query['catalogRefs'] : '';
      if (!REFS.test(refs)) throw new FileRouteError(400, 'BAD_USER_INPUT', 'Select at least one session.');
      if (file.singleSession && refs.includes(','))
        throw new FileRouteError(400, 'BAD_USER_INPUT', 'This report is for one session at a time.');
      const context = await flagContext(req, res, deps, 'reports');
      const houseRef = await context.houseRef();
      const param = file.singleSession ? 'catalogRef' : 'catalogRefs';
      await streamUpstreamFile(
        pool,
        `${basePath}/app/house/${encodeURIComponent(houseRef)}/${file.upstreamPath}?${param}=${refs}`,
        context.credentials,
        res,
      );
    } catch (error) {
      const refusal = fileRouteErrorOf(error);
      if (refusal.status >= 500) deps.logger.error('sale result download failed', error);
      if (res.headersSent) res.destroy();
      else sendFileRouteError(res, refusal);
    }
  });

  return { router, close: () => pool.close() };
}
