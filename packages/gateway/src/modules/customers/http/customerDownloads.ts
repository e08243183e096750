import { CUSTOMER_SEARCH_MAX } from '@ah/schema';
import { Router, type Request } from 'express';
import { ErrorCode } from '../../../errors.js';
import { FileRouteError } from '../../../routes/routeAccess.js';
import { badInput, houseFileDownload, housePath, queryParam } from '../../../routes/houseFileDownload.js';
import type { ModuleRoutes, RouteDeps } from '../../../routes/moduleRoutes.js';
import { servicePool } from '../../../routes/upstreamFile.js';
import type { HouseUser } from '../../../rest/house/models.js';
import { CUSTOMER_DOWNLOADS_PATH, maySeeCustomers } from '../providers/customerAccess.js';

/**
 * The Your Customers exports (sales §2, §7 GET /keywordsReports):
 * `/downloads/customers/customers.{csv|xlsx}?search&groupId` and `/downloads/customers/keywords.csv`.
 * The same rules as the GraphQL fields (the customer flag and connect type s, p or e); the files
 * stream through from the house service.
 */
export function customerDownloadRoutes(deps: RouteDeps): ModuleRoutes {
  const house = servicePool(deps.config.services.house, 4);
  const router = Router();
  const allowed = async (viewer: HouseUser) => maySeeCustomers(viewer);
  for (const type of ['csv', 'xlsx'] as const)
    router.get(
      `${CUSTOMER_DOWNLOADS_PATH}/customers.${type}`,
      houseFileDownload(
        deps,
        house,
        allowed,
        (houseRef, req) =>
          `${housePath(houseRef)}/yourCustomers/export?${customerQuery(req, type).toString()}`,
      ),
    );
  router.get(
    `${CUSTOMER_DOWNLOADS_PATH}/keywords.csv`,
    houseFileDownload(deps, house, allowed, (houseRef) => `${housePath(houseRef)}/keywordsReports`),
  );
  return { router, close: () => house.pool.close() };
}

/** The upstream query of a customer export (search and group as on the screen). */
function customerQuery(req: Request, type: 'csv' | 'xlsx'): URLSearchParams {
  const search = queryParam(req, 'search').trim();
  const groupId = queryParam(req, 'groupId');
  if (search.length > CUSTOMER_SEARCH_MAX)
    throw badInput(`search can be at most ${CUSTOMER_SEARCH_MAX} characters`);
  if (groupId !== '' && !/^[1-9]\d{0,9}$/.test(groupId))
    throw new FileRouteError(404, ErrorCode.NOT_FOUND, 'No such sale group.');
  const query = new URLSearchParams({ type });
  if (search) query.set('search', search);
  if (groupId) query.set('groupID', groupId);
  return query;
}
