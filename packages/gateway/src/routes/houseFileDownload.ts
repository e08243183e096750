import type { Request, RequestHandler, Response } from 'express';
import type { Pool } from 'undici';
import type { GatewayContext } from '../context.js';
import { ErrorCode, ERROR_MESSAGES } from '../errors.js';
import type { HouseUser } from '../rest/house/models.js';
import { FileRouteError, fileRouteErrorOf, sendFileRouteError } from './routeAccess.js';
import type { RouteDeps } from './moduleRoutes.js';
import { streamUpstreamFile } from './upstreamFile.js';

/**
 * A report file of the caller's house, a plain same-origin GET the web links to (URLs from
 * GraphQL): the same rules as the module's GraphQL field (signed in, then the module's `allowed`);
 * the file streams through from the house service with its type and name, nothing else of its
 * headers. Used by the sales tax and customer exports.
 */
export function houseFileDownload(
  deps: Pick<RouteDeps, 'contextFor' | 'logger'>,
  house: { pool: Pool; basePath: string },
  allowed: (viewer: HouseUser, context: GatewayContext) => Promise<boolean>,
  upstreamPath: (houseRef: string, req: Request) => string,
): RequestHandler {
  return async (req: Request, res: Response) => {
    try {
      const context = deps.contextFor(req, res);
      const viewer = await context.viewer().catch(() => {
        throw new FileRouteError(502, ErrorCode.UPSTREAM_UNAVAILABLE, ERROR_MESSAGES.upstreamUnavailable);
      });
      if (!viewer) throw new FileRouteError(401, ErrorCode.UNAUTHENTICATED, ERROR_MESSAGES.unauthenticated);
      if (!(await allowed(viewer, context)))
        throw new FileRouteError(403, ErrorCode.FORBIDDEN, ERROR_MESSAGES.forbidden);
      const path = upstreamPath(viewer.houseInfo.houseRef, req);
      await streamUpstreamFile(house.pool, house.basePath + path, context.credentials, res);
    } catch (error) {
      const refusal = fileRouteErrorOf(error);
      if (refusal.status >= 500) deps.logger.error('report download failed', error);
      if (res.headersSent) res.destroy();
      else sendFileRouteError(res, refusal);
    }
  };
}

/** The house's own paths at the house service. */
export const housePath = (houseRef: string) => `/app/house/${encodeURIComponent(houseRef)}`;

/** A refusal of a download's query as the caller's mistake. */
export const badInput = (message: string) => new FileRouteError(400, ErrorCode.BAD_USER_INPUT, message);

/** A query parameter as one string ('' when absent); an array (?a=1&a=2) is refused. */
export function queryParam(req: Request, name: string): string {
  const value = req.query[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badInput(`${name} must be given once`);
  return value;
}
