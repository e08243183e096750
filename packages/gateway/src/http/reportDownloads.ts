import { CUSTOMER_SEARCH_MAX, SALES_TAX_FIRST_YEAR } from '@ah/schema';
import { Router, type Request, type Response } from 'express';
import { Pool } from 'undici';
import { credentialsFromHeaders } from '../auth/credentials.js';
import { expressResponseCookies } from '../auth/sessionCookie.js';
import { GatewayContext } from '../context.js';
import { ErrorCode, ERROR_MESSAGES } from '../errors.js';
import type { Logger } from '../logger.js';
import { CUSTOMER_DOWNLOADS_PATH, maySeeCustomers } from '../modules/customers/providers/customerAccess.js';
import { maySeeSalesTax, SALES_TAX_CSV_PATH } from '../modules/salesTaxReports/providers/salesTaxAccess.js';
import type { HouseUser } from '../rest/house/models.js';
import {
  FileRouteError,
  fileRouteErrorOf,
  sendFileRouteError,
  type FileRouteDeps,
} from './itemFileAccess.js';
import { streamUpstreamFile } from './upstreamFile.js';

/**
 * The report files, plain same-origin GETs the web links to (URLs from GraphQL):
 * - `/downloads/reports/salesTax.csv?year&month&state` (sales §2 Sales Tax Reports "Download .CSV");
 * - `/downloads/customers/customers.{csv|xlsx}?search&groupId` and `/downloads/customers/keywords.csv`
 *   (sales §2 Your Customers exports, §7 GET /keywordsReports).
 * The same rules as the GraphQL fields (signed in; the reports flag and processor type p, or the
 * customer flag and connect type s, p or e); the file streams through from the house service with
 * its type and name, nothing else of its headers.
 */
export interface ReportDownloadDeps extends FileRouteDeps {
  houseServiceUrl: string;
  logger: Logger;
}

const denied = () => new FileRouteError(403, ErrorCode.FORBIDDEN, ERROR_MESSAGES.forbidden);
const badInput = (message: string) => new FileRouteError(400, ErrorCode.BAD_USER_INPUT, message);

/** A query parameter as one string ('' when absent); an array (?a=1&a=2) is refused. */
function param(req: Request, name: string): string {
  const value = req.query[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badInput(`${name} must be given once`);
  return value;
}

/** The upstream query of a sales tax CSV, after the same checks as the GraphQL field. */
function salesTaxQuery(req: Request): URLSearchParams {
  const year = param(req, 'year');
  const month = param(req, 'month');
  const state = param(req, 'state').toUpperCase();
  if (!/^\d{4}$/.test(year) || Number(year) < SALES_TAX_FIRST_YEAR) throw badInput('year must be from 2023');
  if (month !== '' && !/^(?:[1-9]|1[0-2])$/.test(month)) throw badInput('month must be from 1 to 12');
  if (state !== '' && !/^[A-Z]{2}$/.test(state)) throw badInput('state must be a state code');
  const query = new URLSearchParams({ year });
  if (month) query.set('month', month);
  if (state) query.set('state', state);
  return query;
}

/** The upstream query of a customer export (search and group as on the screen). */
function customerQuery(req: Request, type: 'csv' | 'xlsx'): URLSearchParams {
  const search = param(req, 'search').trim();
  const groupId = param(req, 'groupId');
  if (search.length > CUSTOMER_SEARCH_MAX)
    throw badInput(`search can be at most ${CUSTOMER_SEARCH_MAX} characters`);
  if (groupId !== '' && !/^[1-9]\d{0,9}$/.test(groupId))
    throw new FileRouteError(404, ErrorCode.NOT_FOUND, 'No such sale group.');
  const query = new URLSearchParams({ type });
  if (search) query.set('search', search);
  if (groupId) query.set('groupID', groupId);
  return query;
}

export function reportDownloadRoutes(deps: ReportDownloadDeps): { router: Router; close(): Promise<void> } {
  const base = new URL(deps.houseServiceUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, { connections: 4, keepAliveTimeout: 4_000 });
  const router = Router();

  const download =
    (
      allowed: (viewer: HouseUser, context: GatewayContext) => Promise<boolean>,
      upstreamPath: (houseRef: string, req: Request) => string,
    ) =>
    async (req: Request, res: Response) => {
      try {
        const context = new GatewayContext({
          clients: deps.clients,
          credentials: credentialsFromHeaders(req.headers),
          cookies: expressResponseCookies(res, deps.cookieSecure),
          transport: 'http',
          development: deps.development,
        });
        const viewer = await context.viewer().catch(() => {
          throw new FileRouteError(502, ErrorCode.UPSTREAM_UNAVAILABLE, ERROR_MESSAGES.upstreamUnavailable);
        });
        if (!viewer) throw new FileRouteError(401, ErrorCode.UNAUTHENTICATED, ERROR_MESSAGES.unauthenticated);
        if (!(await allowed(viewer, context))) throw denied();
        const path = upstreamPath(viewer.houseInfo.houseRef, req);
        await streamUpstreamFile(pool, basePath + path, context.credentials, res);
      } catch (error) {
        const refusal = fileRouteErrorOf(error);
        if (refusal.status >= 500) deps.logger.error('report download failed', error);
        if (res.headersSent) res.destroy();
        else sendFileRouteError(res, refusal);
      }
    };

  const salesTaxAllowed = async (viewer: HouseUser, context: GatewayContext) =>
    maySeeSalesTax(
      viewer,
      await context.loaders.paymentProcessorType.load(viewer.houseInfo.houseRef).catch(() => null),
    );
  const customersAllowed = async (viewer: HouseUser) => maySeeCustomers(viewer);
  const house = (houseRef: string) => `/app/house/${encodeURIComponent(houseRef)}`;

  router.get(
    SALES_TAX_CSV_PATH,
    download(
      salesTaxAllowed,
      (houseRef, req) => `${house(houseRef)}/salesTaxReport/export?${salesTaxQuery(req).toString()}`,
    ),
  );
  for (const type of ['csv', 'xlsx'] as const)
    router.get(
      `${CUSTOMER_DOWNLOADS_PATH}/customers.${type}`,
      download(
        customersAllowed,
        (houseRef, req) => `${house(houseRef)}/yourCustomers/export?${customerQuery(req, type).toString()}`,
      ),
    );
  router.get(
    `${CUSTOMER_DOWNLOADS_PATH}/keywords.csv`,
    download(customersAllowed, (houseRef) => `${house(houseRef)}/keywordsReports`),
  );

  return { router, close: () => pool.close() };
}
