import { BULK_LOTS_PAGE_SIZE } from '@ah/schema';
import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { cancelBidBody, lotRefsBody, orderBidsBody } from './bidAdminBodies.js';
import { bidAdminCaller, timedCatalogOf, timeZoneCode } from './bidAdminAccess.js';
import { cancelBid, placeOrders, placerOf } from './bidOrders.js';
import { bidHistory, cancelBidCount, lotCount, lotPage, lotsByRef } from './lotBooks.js';

/**
 * The bid-admin service (sales §7 Bulk bidding; openapi/bidAdmin.yaml). Every route checks the
 * caller (401), their bulk-bidding access and the refs they send (403), and the catalog: the
 * caller's house's timed sale, else 404. Bodies were checked against the contract before here.
 */
export function bidAdminRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();
  const catalogOf = async (req: Parameters<RequestHandler>[0], catalogRef: string) => {
    const caller = await bidAdminCaller(db, req);
    return { caller, catalog: await timedCatalogOf(db, caller.houseId, catalogRef) };
  };
  const refOf = (value: unknown) => (typeof value === 'string' ? value : '');

  router.get('/auctions/bidAdmin/catalog/:catalogRef', auth, async (req, res) => {
    const { catalog } = await catalogOf(req, refOf(req.params['catalogRef']));
    res.json({
      data: {
        saleInfo: {
          catalogRef: catalog.ref,
          saleName: catalog.title,
          saleDate: catalog.startsAt.toISOString(),
          lotCount: await lotCount(db, catalog.id),
          timeZone: catalog.timeZone,
          timeZoneCode: timeZoneCode(catalog.timeZone, catalog.startsAt),
        },
      },
    });
  });

  router.get('/auctions/bidAdmin/catalog/:catalogRef/lots', auth, async (req, res) => {
    const size = intParam(req.query['size'], BULK_LOTS_PAGE_SIZE, 'size', 1, BULK_LOTS_PAGE_SIZE);
    const page = intParam(req.query['page'], 0, 'page', 0, 1_000_000);
    const search = searchParam(req.query['search']);
    const { catalog } = await catalogOf(req, refOf(req.params['catalogRef']));
    const { lots, total } = await lotPage(db, catalog, { page, size, search }, new Date());
    res.json({
      _embedded: { bidAdminLotDataList: lots },
      page: {
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
        number: page,
        // The extension's echo: the gateway trusts a searched page only when it sees it.
        ...(search ? { search } : {}),
      },
    });
  });

  router.post('/auctions/bidAdmin/catalog/:catalogRef/lotsByRef', auth, async (req, res) => {
    const { catalog } = await catalogOf(req, refOf(req.params['catalogRef']));
    const lotRefs = lotRefsBody(req.body);
    res.json({ data: { lots: await lotsByRef(db, catalog, lotRefs, new Date()) } });
  });

  router.post('/auctions/bidAdmin/catalog/:catalogRef/bidHistory', auth, async (req, res) => {
    const { catalog } = await catalogOf(req, refOf(req.params['catalogRef']));
    const lotRefs = lotRefsBody(req.body);
    res.json({ data: { bidHistory: await bidHistory(db, catalog, lotRefs) } });
  });

  router.get('/auctions/bidAdmin/catalog/:catalogRef/cancelBidCount', auth, async (req, res) => {
    const { caller, catalog } = await catalogOf(req, refOf(req.params['catalogRef']));
    res.json({ data: { cancelBidCount: await cancelBidCount(db, caller.houseId, catalog.id) } });
  });

  router.post('/app/external/orderBid/bidAdmin', auth, async (req, res) => {
    const body = orderBidsBody(req.body);
    const caller = await bidAdminCaller(db, req, body);
    const catalog = await timedCatalogOf(db, caller.houseId, body.catalogRef);
    const results = await placeOrders(db, placerOf(caller), catalog, body.bidType, body.bidAdminOrderBids);
    res.json({ bulkOrderBidResponse: { bidAdminOrderBidResponses: results } });
  });

  router.post('/app/external/cancelBid/bidAdmin', auth, async (req, res) => {
    const body = cancelBidBody(req.body);
    const caller = await bidAdminCaller(db, req, body);
    const catalog = await timedCatalogOf(db, caller.houseId, body.catalogRef);
    const count = await cancelBid(db, caller, catalog, body.lotRef, body.orderBidRef);
    res.json({ data: { success: true, cancelBidCount: count } });
  });

  return router;
}

/** A whole-number query parameter within bounds (400 naming it otherwise). */
function intParam(value: unknown, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest('INVALID_PARAMETER', `"${name}" must be a whole number from ${min} to ${max}.`, name);
  return n;
}

const SEARCH_MAX = 200;

/** The `search` extension (openapi/bidAdmin.yaml): trimmed text, '' for none; 400 when too long. */
function searchParam(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > SEARCH_MAX)
    throw badRequest(
      'INVALID_PARAMETER',
      `"search" must be text of at most ${SEARCH_MAX} characters.`,
      'search',
    );
  return value.trim();
}
