import { SALES_TAX_FIRST_YEAR } from '@ah/schema';
import { Router, type Request } from 'express';
import type { GatewayContext } from '../../../context.js';
import { badInput, houseFileDownload, housePath, queryParam } from '../../../routes/houseFileDownload.js';
import type { ModuleRoutes, RouteDeps } from '../../../routes/moduleRoutes.js';
import { servicePool } from '../../../routes/upstreamFile.js';
import type { HouseUser } from '../../../rest/house/models.js';
import { maySeeSalesTax, SALES_TAX_CSV_PATH } from '../providers/salesTaxAccess.js';
import { viewerLoadersOf } from '../../viewer/index.js';

/**
 * `GET /downloads/reports/salesTax.csv?year&month&state` (sales §2 Sales Tax Reports "Download
 * .CSV"): the same rules as the GraphQL field (the reports flag and processor type p); the file
 * streams through from the house service.
 */
export function salesTaxDownloadRoutes(deps: RouteDeps): ModuleRoutes {
  const house = servicePool(deps.config.services.house, 4);
  const router = Router();
  const allowed = async (viewer: HouseUser, context: GatewayContext) =>
    maySeeSalesTax(
      viewer,
      await viewerLoadersOf(context).paymentProcessorType.load(viewer.houseInfo.houseRef).catch(() => null),
    );
  router.get(
    SALES_TAX_CSV_PATH,
    houseFileDownload(
      deps,
      house,
      allowed,
      (houseRef, req) => `${housePath(houseRef)}/salesTaxReport/export?${salesTaxQuery(req).toString()}`,
    ),
  );
  return { router, close: () => house.pool.close() };
}

/** The upstream query of a sales tax CSV, after the same checks as the GraphQL field. */
function salesTaxQuery(req: Request): URLSearchParams {
  const year = queryParam(req, 'year');
  const month = queryParam(req, 'month');
  const state = queryParam(req, 'state').toUpperCase();
  if (!/^\d{4}$/.test(year) || Number(year) < SALES_TAX_FIRST_YEAR) throw badInput('year must be from 2023');
  if (month !== '' && !/^(?:[1-9]|1[0-2])$/.test(month)) throw badInput('month must be from 1 to 12');
  if (state !== '' && !/^[A-Z]{2}$/.test(state)) throw badInput('state must be a state code');
  const query = new URLSearchParams({ year });
  if (month) query.set('month', month);
  if (state) query.set('state', state);
  return query;
}
