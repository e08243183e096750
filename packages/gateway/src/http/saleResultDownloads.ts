import { Router, type Request, type Response } from 'express';
import { Pool } from 'undici';
import { upstreamAuthHeaders } from '../auth/credentials.js';
import type { Logger } from '../logger.js';
import {
  SALE_RESULT_DOWNLOAD_PATH,
  SALE_RESULT_FILES,
  type SaleResultFile,
} from '../modules/saleResults/providers/downloads.js';
import {
  FileRouteError,
  fileRouteErrorOf,
  flagContext,
  sendFileRouteError,
  type FileRouteDeps,
} from './itemFileAccess.js';

/**
 * The result spreadsheets (sales §7 Results, feedback, disputes), plain same-origin GETs the results
 * page links to (URLs from GraphQL's SaleResultDownloads):
 * `/downloads/saleResults/{sessionResults|bidderResults|eoaResults|pactsResults}.xls?catalogRefs=a,b`.
 * Signed-in callers with the reports flag (sales §6); the house comes from the caller. The file
 * streams through from the house service with its type and name, nothing else of its headers.
 */
export interface SaleResultDownloadDeps extends FileRouteDeps {
  houseServiceUrl: string;
  logger: Logger;
}

const FILE = /^(sessionResults|bidderResults|eoaResults|pactsResults)\.xls$/;
const REFS = /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,99}$/;
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length'] as const;

export function saleResultDownloadRoutes(deps: SaleResultDownloadDeps): {
  router: Router;
  close(): Promise<void>;
} {
  const base = new URL(deps.houseServiceUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, { connections: 4, keepAliveTimeout: 4_000 });
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
      const answer = await pool
        .request({
          method: 'GET',
          path: `${basePath}/app/house/${encodeURIComponent(houseRef)}/${file.upstreamPath}?${param}=${refs}`,
          headers: upstreamAuthHeaders(context.credentials),
          signal: AbortSignal.timeout(60_000),
        })
        .catch(() => {
          throw new FileRouteError(
            502,
            'UPSTREAM_UNAVAILABLE',
            'A service the gateway depends on is unavailable. Please try again later.',
          );
        });
      if (answer.statusCode !== 200) {
        const body = (await answer.body.json().catch(() => ({}))) as {
          error?: { code?: string; message?: string };
        };
        const status = [400, 401, 403, 404].includes(answer.statusCode) ? answer.statusCode : 502;
        throw new FileRouteError(
          status,
          body.error?.code ?? 'UPSTREAM_ERROR',
          body.error?.message ?? 'The download failed.',
        );
      }
      for (const name of PASSED_HEADERS) {
        const value = answer.headers[name];
        if (typeof value === 'string') res.setHeader(name, value);
      }
      res.setHeader('Cache-Control', 'no-store');
      res.status(200);
      for await (const chunk of answer.body) res.write(chunk);
      res.end();
    } catch (error) {
      const refusal = fileRouteErrorOf(error);
      if (refusal.status >= 500) deps.logger.error('sale result download failed', error);
      if (res.headersSent) res.destroy();
      else sendFileRouteError(res, refusal);
    }
  });

  return { router, close: () => pool.close() };
}
