import { BULK_CANCEL_LIMIT } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * The bid-admin service (sales §7 Bulk bidding) on the real upstream (in-memory PGlite, demo seed):
 * every response checked against openapi/bidAdmin.yaml and every declared status provoked.
 */
const contract = createContractChecker(new URL('../../openapi/bidAdmin.yaml', import.meta.url), {
  tags: ['bulkBidding'],
});

interface Lot {
  lotRef: string;
  lotNumber: number;
  consignor: string;
  currentBid: number | null;
  startingBid: number | null;
  maxBid: number | null;
  maxBidder: string | null;
  maxBidderChannel: string | null;
  bidCount: number;
  isClosed: boolean;
  isExtended: boolean;
  endTime: string | null;
}
interface Result {
  lotRef: string;
  success: boolean;
  reason?: string;
  orderBidRef?: string;
  isLeading?: boolean;
}

describe('bulk bidding: the bid-admin service', () => {
  let upstream: StartedUpstream;
  let url: string;
  const as = { staff: '', clerk: '', other: '' };
  let staffRef = '';
  const catalogRef = `TB${DEMO_HOUSE_REF}`;
  const base = `/auctions/bidAdmin/catalog/${catalogRef}`;
  let liveCatalogRef = '';

  const get = async (path: string, cookie = as.staff) =>
    contract.check('get', await request(url).get(path).set('Cookie', cookie));
  const post = async (path: string, body: object, cookie = as.staff) =>
    contract.check('post', await request(url).post(path).set('Cookie', cookie).send(body));
  const allLots = async (): Promise<Lot[]> =>
    (await get(`${base}/lots?size=100&page=0`)).body._embedded.bidAdminLotDataList as Lot[];
  const order = (bids: { lotRef: string; bidAmount: number }[], over: object = {}, cookie = as.staff) =>
    post(
      '/app/external/orderBid/bidAdmin',
      {
        bidAdminOrderBids: bids,
        catalogRef,
        bidType: 'maxBid',
        liveUserRef: staffRef,
        houseRef: DEMO_HOUSE_REF,
        ...over,
      },
      cookie,
    );
  const results = (res: request.Response) =>
    res.body.bulkOrderBidResponse.bidAdminOrderBidResponses as Result[];

  beforeAll(async () => {
    upstream = await startUpstream();
    url = upstream.url;
    const logins = { staff: DEMO_LOGINS.staff, clerk: DEMO_LOGINS.clerk, other: DEMO_LOGINS.otherStaff };
    for (const who of ['staff', 'clerk', 'other'] as const)
      as[who] =
        String((await request(url).post('/app/login').send(logins[who])).headers['set-cookie']).split(
          ';',
        )[0] ?? '';
    staffRef = (
      await upstream.db
        .selectFrom('users')
        .innerJoin('houses', 'houses.id', 'users.house_id')
        .select('users.ref')
        .where('houses.ref', '=', DEMO_HOUSE_REF)
        .where('users.user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).ref;
    liveCatalogRef = (
      await upstream.db
        .selectFrom('catalogs')
        .innerJoin('houses', 'houses.id', 'catalogs.house_id')
        .select('catalogs.ref')
        .where('houses.ref', '=', DEMO_HOUSE_REF)
        .where('catalogs.sale_type', '=', 'live')
        .executeTakeFirstOrThrow()
    ).ref;
  });
  afterAll(() => upstream?.close());

  it('answers the sale info of a timed sale in progress', async () => {
    const res = await get(base);
    expect(res.status).toBe(200);
    expect(res.body.data.saleInfo).toMatchObject({ catalogRef, lotCount: 60 });
    expect(res.body.data.saleInfo.timeZoneCode).toMatch(/^[A-Z]{2,5}|GMT/);
  });

  it('pages the lots, at most 100 a page, with closed, extended and bid lots', async () => {
    const page = await get(`${base}/lots?size=25&page=1`);
    expect(page.status).toBe(200);
    expect(page.body.page).toEqual({ size: 25, totalElements: 60, totalPages: 3, number: 1 });
    const lots = page.body._embedded.bidAdminLotDataList as Lot[];
    expect(lots.map((l) => l.lotNumber)).toEqual(Array.from({ length: 25 }, (_, i) => i + 26));
    const every = await allLots();
    expect(every.some((l) => l.isClosed)).toBe(true);
    expect(every.some((l) => l.isExtended && !l.isClosed)).toBe(true);
    expect(every.some((l) => l.bidCount >= 3 && l.currentBid !== null && l.maxBidder)).toBe(true);
    expect((await get(`${base}/lots?size=101`)).status).toBe(400);
  });

  it('searches number, title and consignor with the search extension, echoing it', async () => {
    const every = await allLots();
    const consignor = every[7]?.consignor ?? '';
    const matching = every.filter((l) => l.consignor.toLowerCase().includes(consignor.toLowerCase()));
    const page = await get(
      `${base}/lots?size=2&page=0&search=${encodeURIComponent(consignor.toUpperCase())}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.page).toMatchObject({
      totalElements: matching.length,
      search: consignor.toUpperCase(),
    });
    expect((page.body._embedded.bidAdminLotDataList as Lot[]).map((l) => l.lotRef)).toEqual(
      matching.slice(0, 2).map((l) => l.lotRef),
    );
    // The pattern characters are taken literally; without a search there is no echo.
    expect((await get(`${base}/lots?search=${encodeURIComponent('_%')}`)).body.page.totalElements).toBe(0);
    expect((await get(`${base}/lots?size=5`)).body.page.search).toBeUndefined();
    expect((await get(`${base}/lots?search=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('places max bids: each lot its own result, the proxy of the leader answers', async () => {
    const lots = await allLots();
    const open = lots.filter((l) => !l.isClosed && l.bidCount === 0);
    const contested = lots.find((l) => !l.isClosed && l.bidCount >= 2 && l.maxBidderChannel !== 'House');
    const closed = lots.find((l) => l.isClosed);
    const [a, b] = open;
    if (!a || !b || !contested || !closed) throw new Error('seed lacks lots');
    const start = a.startingBid ?? 500;
    const res = await order([
      { lotRef: a.lotRef, bidAmount: start + 10_000 },
      { lotRef: b.lotRef, bidAmount: 1 },
      { lotRef: closed.lotRef, bidAmount: 10_000_000 },
      { lotRef: a.lotRef, bidAmount: start + 20_000 },
      { lotRef: 'NOPE', bidAmount: 10_000 },
      { lotRef: contested.lotRef, bidAmount: (contested.currentBid ?? 0) + 1_000_000 },
    ]);
    expect(res.status).toBe(200);
    expect(results(res).map((r) => [r.lotRef, r.success, r.reason])).toEqual([
      [a.lotRef, true, undefined],
      [b.lotRef, false, 'BID_TOO_LOW'],
      [closed.lotRef, false, 'LOT_CLOSED'],
      [a.lotRef, false, 'DUPLICATE_LOT'],
      ['NOPE', false, 'LOT_NOT_FOUND'],
      [contested.lotRef, true, undefined],
    ]);
    const after = await post(`${base}/lotsByRef`, { lotRefs: [a.lotRef, contested.lotRef, 'NOPE'] });
    const [lotA, lotC] = after.body.data.lots as Lot[];
    expect(lotA).toMatchObject({
      currentBid: start,
      maxBid: start + 10_000,
      maxBidderChannel: 'House',
      bidCount: 1,
    });
    expect(lotC?.maxBidderChannel).toBe('House');
    expect(lotC?.currentBid).toBeGreaterThan(contested.currentBid ?? 0);
    expect((await post(`${base}/lotsByRef`, { lotRefs: [] })).status).toBe(400);
  });

  it('answers the bid history, newest first, marking the house’s own bids', async () => {
    const lots = await allLots();
    const lot = lots.find((l) => l.bidCount >= 2);
    if (!lot) throw new Error('seed lacks bids');
    const res = await post(`${base}/bidHistory`, { lotRefs: [lot.lotRef] });
    expect(res.status).toBe(200);
    const [entry] = res.body.data.bidHistory as { lotRef: string; bids: { time: string }[] }[];
    expect(entry?.bids).toHaveLength(lot.bidCount);
    const times = entry?.bids.map((b) => b.time) ?? [];
    expect([...times].sort().reverse()).toEqual(times);
    expect((await post(`${base}/bidHistory`, { lotRefs: [] })).status).toBe(400);
  });

  it('cancels only the house’s own bids, while fewer than 10 were cancelled', async () => {
    const history = async (lotRef: string) =>
      ((await post(`${base}/bidHistory`, { lotRefs: [lotRef] })).body.data.bidHistory[0].bids ?? []) as {
        orderBidRef: string;
        ownBid: boolean;
      }[];
    const cancel = (lotRef: string, orderBidRef: string, cookie = as.staff) =>
      post(
        '/app/external/cancelBid/bidAdmin',
        { catalogRef, lotRef, orderBidRef, liveUserRef: staffRef, houseRef: DEMO_HOUSE_REF },
        cookie,
      );
    const lots = (await allLots()).filter((l) => !l.isClosed);
    // A bidder's bid is not the house's: not found.
    const bidderLot = lots.find((l) => l.bidCount > 0 && l.maxBidderChannel !== 'House');
    const bidderBid = bidderLot && (await history(bidderLot.lotRef)).find((b) => !b.ownBid);
    if (!bidderLot || !bidderBid) throw new Error('seed lacks bidder bids');
    expect((await cancel(bidderLot.lotRef, bidderBid.orderBidRef)).status).toBe(404);

    const before = (await get(`${base}/cancelBidCount`)).body.data.cancelBidCount as number;
    const targets = lots.slice(0, BULK_CANCEL_LIMIT + 1);
    const placed = results(
      await order(
        targets.map((l) => ({ lotRef: l.lotRef, bidAmount: (l.maxBid ?? l.startingBid ?? 0) + 500_000 })),
      ),
    );
    expect(placed.every((r) => r.success)).toBe(true);
    for (const [i, r] of placed.entries()) {
      const res = await cancel(r.lotRef, r.orderBidRef ?? '');
      if (before + i < BULK_CANCEL_LIMIT) {
        expect(res.status).toBe(200);
        expect(res.body.data.cancelBidCount).toBe(before + i + 1);
      } else {
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('CANCEL_LIMIT_REACHED');
      }
    }
    expect((await get(`${base}/cancelBidCount`)).body.data.cancelBidCount).toBe(BULK_CANCEL_LIMIT);
    expect((await get(`/auctions/bidAdmin/catalog/${liveCatalogRef}/cancelBidCount`)).status).toBe(400);
    expect((await cancel('x', 'y', '')).status).toBe(401);
    expect(
      (
        await post('/app/external/cancelBid/bidAdmin', {
          catalogRef,
          lotRef: 'x',
          orderBidRef: 'y',
          liveUserRef: staffRef,
          houseRef: OTHER_HOUSE_REF,
        })
      ).status,
    ).toBe(403);
    expect((await post('/app/external/cancelBid/bidAdmin', { catalogRef })).status).toBe(400);
  });

  it('refuses no caller (401), no bulk-bidding access or another house or user (403)', async () => {
    for (const path of [base, `${base}/lots`, `${base}/cancelBidCount`]) {
      expect((await get(path, '')).status).toBe(401);
      expect((await get(path, as.clerk)).status).toBe(403);
    }
    for (const path of [`${base}/lotsByRef`, `${base}/bidHistory`]) {
      expect((await post(path, { lotRefs: ['a'] }, '')).status).toBe(401);
      expect((await post(path, { lotRefs: ['a'] }, as.clerk)).status).toBe(403);
    }
    const bid = [{ lotRef: 'a', bidAmount: 100 }];
    expect((await order(bid, {}, '')).status).toBe(401);
    expect((await order(bid, { houseRef: OTHER_HOUSE_REF })).status).toBe(403);
    expect((await order(bid, { liveUserRef: 'someone-else' })).status).toBe(403);
    expect((await order(bid, { bidType: 'buyNow' })).status).toBe(400);
    const header = await request(url).get(base).set('Cookie', as.staff).set('liveUserRef', 'someone-else');
    expect(contract.check('get', header).status).toBe(403);
    expect((await post('/app/external/cancelBid/bidAdmin', { catalogRef }, '')).status).toBe(401);
  });

  it('answers 404 for another house’s timed sale and 400 for a live one', async () => {
    const theirs = `/auctions/bidAdmin/catalog/TB${OTHER_HOUSE_REF}`;
    for (const path of [theirs, `${theirs}/lots`, `${theirs}/cancelBidCount`])
      expect((await get(path)).status).toBe(404);
    for (const path of [`${theirs}/lotsByRef`, `${theirs}/bidHistory`])
      expect((await post(path, { lotRefs: ['a'] })).status).toBe(404);
    expect(
      (await order([{ lotRef: 'a', bidAmount: 100 }], { catalogRef: `TB${OTHER_HOUSE_REF}` })).status,
    ).toBe(404);
    const cancelTheirs = await post('/app/external/cancelBid/bidAdmin', {
      catalogRef: `TB${OTHER_HOUSE_REF}`,
      lotRef: 'a',
      orderBidRef: 'b',
      liveUserRef: staffRef,
      houseRef: DEMO_HOUSE_REF,
    });
    expect(cancelTheirs.status).toBe(404);
    expect((await get(`/auctions/bidAdmin/catalog/${liveCatalogRef}`)).status).toBe(400);
    expect((await get(`/auctions/bidAdmin/catalog/${liveCatalogRef}/lots`)).status).toBe(400);
    expect(
      (await post(`/auctions/bidAdmin/catalog/${liveCatalogRef}/lotsByRef`, { lotRefs: ['a'] })).status,
    ).toBe(400);
    // The other house's staff see their own sale.
    expect((await get(theirs, as.other)).status).toBe(200);
  });

  it('exercised every bid-admin operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
