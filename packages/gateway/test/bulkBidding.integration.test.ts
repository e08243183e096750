import { BULK_BID_CHOICES, BULK_BIDDING_MESSAGES, BULK_CANCEL_LIMIT } from '@ah/schema';
import { startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startCountingProxy } from './support/countingProxy.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Bulk bidding over HTTP against the real upstream on PGlite (sales §2, §4 Bulk bidding, §6, §7):
 * the flags, another house's sale, placing bids once per idempotency key, the cancel limit, and the
 * upstream calls of one page load (counted where the upstream receives them).
 */
/** The small seed's whole sale (60 lots) as one page, with the bid history (the cost limit allows 60). */
const PAGE = `query($c: ID!) { bulkBiddingSale(catalogRef: $c) {
  catalogRef saleName saleDate lotCount timeZone timeZoneCode cancelBidCount canCancelBids
  lotPage(pageSize: 60) { totalCount nodes { lotRef lotNumber displayLotNumber description consignor
    estimateLow estimateHigh reserve currentBid bidCount maxBid maxBidder maxBidderChannel isClosed
    isExtended endTime status bidChoices bidHistory { orderBidRef bidder time bidAmount bidType ownBid } } } } }`;
/** A window of the sale's lots, by page or by cursor, with a search. */
const LOT_PAGE = `query($c: ID!, $page: Int, $size: Int, $first: Int, $after: String, $search: String) {
  bulkBiddingSale(catalogRef: $c) { lotCount
    lotPage(page: $page, pageSize: $size, first: $first, after: $after, search: $search) {
      totalCount pageInfo { page pageSize totalPages hasNextPage hasPreviousPage endCursor }
      edges { cursor node { lotRef lotNumber displayLotNumber description consignor } } } } }`;
/** The deprecated whole list, still answered. */
const ALL_LOTS = `query($c: ID!) { bulkBiddingSale(catalogRef: $c) { lotCount lots { lotNumber } } }`;
const PLACE = `mutation($i: PlaceBulkBidsInput!) { placeBulkBids(input: $i) {
  results { lotRef success reason currentBid isLeading } successful { lotRef } failed { lotRef reason } } }`;
const CANCEL = `mutation($i: CancelBulkBidInput!) { cancelBulkBid(input: $i) {
  message cancelBidCount canCancelBids lot { lotRef bidCount } } }`;

interface Lot {
  lotRef: string;
  lotNumber: number;
  currentBid: string | null;
  maxBid: string | null;
  bidCount: number;
  maxBidderChannel: string | null;
  status: 'CLOSED' | 'EXTENDED' | 'OPEN';
  bidChoices: string[];
  bidHistory: { orderBidRef: string; ownBid: boolean }[];
}
interface Sale {
  lotCount: number;
  cancelBidCount: number;
  canCancelBids: boolean;
  lots: Lot[];
}
interface LotWindow {
  totalCount: number;
  pageInfo: {
    page: number;
    pageSize: number;
    totalPages: number;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    endCursor: string | null;
  };
  edges: {
    cursor: string;
    node: {
      lotRef: string;
      lotNumber: number;
      displayLotNumber: string;
      description: string;
      consignor: string;
    };
  }[];
}

async function loginCookie(url: string, house: string, user: string): Promise<string> {
  const res = await gql(
    url,
    `mutation { login(houseUserName: "${house}", userName: "${user}", password: "demo-password") { user { id } } }`,
  );
  return (
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length) ?? ''
  );
}

describe('bulk bidding through the gateway', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let gateway: Gateway;
  let url: string;
  const as: Record<'staff' | 'super' | 'clerk' | 'other', Caller> = {
    staff: {},
    super: {},
    clerk: {},
    other: {},
  };
  let catalogRef = '';
  let otherCatalogRef = '';

  const page = async (who: Caller = as.staff, c = catalogRef): Promise<Sale> => {
    const sale = dataOf<{ bulkBiddingSale: Omit<Sale, 'lots'> & { lotPage: { nodes: Lot[] } } }>(
      await gql(url, PAGE, { c }, who),
    ).bulkBiddingSale;
    return { ...sale, lots: sale.lotPage.nodes };
  };
  const lotWindow = async (variables: Record<string, unknown>, at = url) =>
    dataOf<{ bulkBiddingSale: { lotPage: LotWindow } }>(
      await gql(at, LOT_PAGE, { c: catalogRef, ...variables }, as.staff),
    ).bulkBiddingSale.lotPage;
  const lotCallsOf = () => proxy.calls.filter((c) => c.path.split('?')[0]?.endsWith('/lots'));
  const place = (bids: { lotRef: string; amount: string }[], key: string, bidType = 'MAX_BID') =>
    gql(url, PLACE, { i: { catalogRef, bidType, bids, idempotencyKey: key } }, as.staff);

  beforeAll(async () => {
    upstream = await startUpstream({ seed: 'small' });
    proxy = await startCountingProxy(upstream.url);
    gateway = createGateway({
      // Raw test queries with session cookies: trusted documents off, as in testing.ts.
      trustedDocuments: 'off',
      logLevel: 'warn',
      shutdownDelayMs: 0,
      viewerCacheTtlMs: 0,
      services: { house: proxy.url, catalog: proxy.url, shipping: proxy.url, bidAdmin: proxy.url },
    });
    url = await gateway.start(0, '127.0.0.1');
    as.staff = { cookie: await loginCookie(url, 'demo', 'staff') };
    as.super = { cookie: await loginCookie(url, 'demo', 'super') };
    as.clerk = { cookie: await loginCookie(url, 'demo', 'clerk') };
    as.other = { cookie: await loginCookie(url, 'other', 'staff') };
    const refs = await upstream.db
      .selectFrom('catalogs')
      .innerJoin('houses', 'houses.id', 'catalogs.house_id')
      .select(['catalogs.ref', 'houses.user_name'])
      .where('catalogs.ref', 'like', 'TB%')
      .execute();
    catalogRef = refs.find((r) => r.user_name === 'demo')?.ref ?? '';
    otherCatalogRef = refs.find((r) => r.user_name === 'other')?.ref ?? '';
  });
  afterAll(async () => {
    await gateway?.stop();
    await proxy?.close();
    await upstream?.close();
  });

  it('loads the page: every lot in order, statuses, 50 bid choices, bid history, in few upstream calls', async () => {
    proxy.calls.length = 0;
    const sale = await page();
    expect(sale.lots).toHaveLength(sale.lotCount);
    expect(sale.lots.map((l) => l.lotNumber)).toEqual(
      [...sale.lots.map((l) => l.lotNumber)].sort((a, b) => a - b),
    );
    expect(new Set(sale.lots.map((l) => l.status))).toEqual(new Set(['CLOSED', 'EXTENDED', 'OPEN']));
    const open = sale.lots.find((l) => l.status === 'OPEN');
    expect(open?.bidChoices).toHaveLength(BULK_BID_CHOICES);
    expect(sale.lots.find((l) => l.status === 'CLOSED')?.bidChoices).toEqual([]);
    expect(sale.lots.find((l) => l.bidCount > 0)?.bidHistory?.length).toBeGreaterThan(0);
    // The user lookup, the sale info, one page of lots, the cancel count and one bid history call.
    const calls = proxy.calls.map((c) => `${c.method} ${c.path.split('?')[0] ?? ''}`);
    expect(calls.filter((c) => c.endsWith('/lots'))).toHaveLength(1);
    expect(calls.filter((c) => c.includes('/bidHistory'))).toHaveLength(1);
    expect(calls.filter((c) => c.includes('/cancelBidCount'))).toHaveLength(1);
    expect(calls).toHaveLength(5);
  });

  it('reads a numbered page as one bid-admin page of its size, with the count of all lots', async () => {
    proxy.calls.length = 0;
    const second = await lotWindow({ page: 2, size: 25 });
    expect(second.edges.map((e) => e.node.lotNumber)).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
    expect(second.totalCount).toBe(60);
    expect(second.pageInfo).toMatchObject({
      page: 2,
      pageSize: 25,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect(lotCallsOf().map((c) => new URL(c.path, 'http://x').search)).toEqual(['?page=1&size=25']);
    const last = await lotWindow({ page: 3, size: 25 });
    expect(last.edges.map((e) => e.node.lotNumber)).toEqual(Array.from({ length: 10 }, (_, i) => 51 + i));
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('walks the lots with first/after, a window across two pages read as those two', async () => {
    const start = await lotWindow({ first: 7 });
    expect(start.edges.map((e) => e.node.lotNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    proxy.calls.length = 0;
    const next = await lotWindow({ first: 10, after: start.pageInfo.endCursor });
    expect(next.edges.map((e) => e.node.lotNumber)).toEqual(Array.from({ length: 10 }, (_, i) => 8 + i));
    expect(lotCallsOf()).toHaveLength(2);
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const window: LotWindow = await lotWindow({ first: 25, after });
      seen.push(...window.edges.map((e) => e.node.lotNumber));
      after = window.pageInfo.hasNextPage ? window.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('searches number, description and consignor at the service, paged and counted there', async () => {
    const all = (await lotWindow({ first: 100 })).edges.map((e) => e.node);
    const consignor = all[4]?.consignor.split(' ')[0] ?? '';
    const expected = all.filter((l) =>
      [l.displayLotNumber, l.description, l.consignor].some((t) =>
        t.toLowerCase().includes(consignor.toLowerCase()),
      ),
    );
    expect(expected.length).toBeGreaterThan(1);
    proxy.calls.length = 0;
    const found = await lotWindow({ page: 1, size: 50, search: ` ${consignor.toUpperCase()} ` });
    expect(found.totalCount).toBe(expected.length);
    expect(found.edges.map((e) => e.node.lotRef)).toEqual(expected.slice(0, 50).map((l) => l.lotRef));
    expect(lotCallsOf()).toHaveLength(1);
    const byNumber = await lotWindow({ search: '42' });
    expect(byNumber.edges.map((e) => e.node.displayLotNumber)).toEqual(['42']);
    expect((await lotWindow({ search: '%' })).totalCount).toBe(0);
  });

  it('searches in the gateway against a bid-admin service without the search extension', async () => {
    // A legacy service ignores the parameter: this proxy drops it, so the answer has no echo.
    const legacy = await startCountingProxy(upstream.url, (path) => path.replace(/&?search=[^&]*/, ''));
    const old = createGateway({
      trustedDocuments: 'off',
      logLevel: 'warn',
      shutdownDelayMs: 0,
      viewerCacheTtlMs: 0,
      services: { house: upstream.url, catalog: upstream.url, shipping: upstream.url, bidAdmin: legacy.url },
    });
    const oldUrl = await old.start(0, '127.0.0.1');
    try {
      const viaService = await lotWindow({ page: 1, size: 5, search: 'estate' });
      const viaGateway = await lotWindow({ page: 1, size: 5, search: 'estate' }, oldUrl);
      expect(viaGateway).toEqual(viaService);
      // The window's page, then every page of 100 (one for 60 lots) searched in the gateway.
      expect(legacy.calls.filter((c) => c.path.split('?')[0]?.endsWith('/lots'))).toHaveLength(2);
    } finally {
      await old.stop();
      await legacy.close();
    }
  });

  it('refuses a window it cannot read with BAD_USER_INPUT naming the argument', async () => {
    const refused = async (variables: Record<string, unknown>) =>
      firstError(await gql(url, LOT_PAGE, { c: catalogRef, ...variables }, as.staff));
    expect(await refused({ size: 101 })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
    expect(await refused({ first: 5, page: 2 })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await refused({ after: 'nope' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(await refused({ search: 'x'.repeat(201) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'search',
    });
  });

  it('still answers the deprecated whole list', async () => {
    const sale = dataOf<{ bulkBiddingSale: { lotCount: number; lots: { lotNumber: number }[] } }>(
      await gql(url, ALL_LOTS, { c: catalogRef }, as.staff),
    ).bulkBiddingSale;
    expect(sale.lots.map((l) => l.lotNumber)).toEqual(Array.from({ length: sale.lotCount }, (_, i) => i + 1));
  });

  it('needs the bulkBidding flag, and bulk bidding enabled for the house or a super user', async () => {
    expect(firstError(await gql(url, PAGE, { c: catalogRef })).code).toBe('UNAUTHENTICATED');
    expect(firstError(await gql(url, PAGE, { c: catalogRef }, as.clerk)).code).toBe('FORBIDDEN');
    await upstream.db
      .updateTable('houses')
      .set({ bulk_bidding_enabled: false })
      .where('user_name', '=', 'demo')
      .execute();
    try {
      expect(firstError(await gql(url, PAGE, { c: catalogRef }, as.staff)).code).toBe('FORBIDDEN');
      expect(firstError(await place([{ lotRef: 'x', amount: '10.00' }], 'k-flag')).code).toBe('FORBIDDEN');
      expect((await page(as.super)).lots.length).toBeGreaterThan(0);
    } finally {
      await upstream.db
        .updateTable('houses')
        .set({ bulk_bidding_enabled: true })
        .where('user_name', '=', 'demo')
        .execute();
    }
  });

  it('links a timed sale on the calendar to its bulk-bidding page, for whoever may open it', async () => {
    const CALENDAR = `query($s: String) { auctionCalendar(period: PAST, search: $s) {
      groups { sessions { ref auctionType bulkBiddingPath } } } }`;
    type Session = { ref: string; auctionType: string; bulkBiddingPath: string | null };
    const sale = await upstream.db
      .selectFrom('catalogs')
      .innerJoin('sale_groups', 'sale_groups.id', 'catalogs.sale_group_id')
      .select('sale_groups.name')
      .where('catalogs.ref', '=', catalogRef)
      .executeTakeFirstOrThrow();
    const sessions = async (who: Caller, search: string | null = sale.name) =>
      dataOf<{ auctionCalendar: { groups: { sessions: Session[] }[] } }>(
        await gql(url, CALENDAR, { s: search }, who),
      ).auctionCalendar.groups.flatMap((g) => g.sessions);
    const pathOf = async (who: Caller) =>
      (await sessions(who)).find((s) => s.ref === catalogRef)?.bulkBiddingPath;

    expect(await pathOf(as.staff)).toBe(`/bulk-bidding/${catalogRef}`);
    const live = (await sessions(as.staff, null)).filter((s) => s.auctionType === 'LIVE');
    expect(live.length).toBeGreaterThan(0);
    expect(live.map((s) => s.bulkBiddingPath)).toEqual(live.map(() => null));
    const setHouse = (enabled: boolean) =>
      upstream.db
        .updateTable('houses')
        .set({ bulk_bidding_enabled: enabled })
        .where('user_name', '=', 'demo')
        .execute();
    const setFlag = (flag: boolean) =>
      upstream.db
        .updateTable('users')
        .set({ access_bulkbidding: flag })
        .where('user_name', '=', 'staff')
        .where('house_id', '=', (eb) =>
          eb.selectFrom('houses').select('houses.id').where('houses.user_name', '=', 'demo'),
        )
        .execute();
    await setHouse(false);
    try {
      expect(await pathOf(as.staff)).toBeNull();
      expect(await pathOf(as.super)).toBe(`/bulk-bidding/${catalogRef}`);
    } finally {
      await setHouse(true);
    }
    await setFlag(false);
    try {
      expect(await pathOf(as.staff)).toBeNull();
    } finally {
      await setFlag(true);
    }
  });

  it('answers NOT_FOUND for another house’s sale, on reads and writes', async () => {
    const read = await gql(url, PAGE, { c: otherCatalogRef }, as.staff);
    expect(firstError(read).code).toBe('NOT_FOUND');
    const theirs = (await page(as.other, otherCatalogRef)).lots.find((l) => l.status === 'OPEN');
    const write = await gql(
      url,
      PLACE,
      {
        i: {
          catalogRef: otherCatalogRef,
          bidType: 'MAX_BID',
          bids: [{ lotRef: theirs?.lotRef ?? 'x', amount: '99999.00' }],
          idempotencyKey: 'foreign',
        },
      },
      as.staff,
    );
    expect(firstError(write).code).toBe('NOT_FOUND');
    expect(
      (await page(as.other, otherCatalogRef)).lots.find((l) => l.lotRef === theirs?.lotRef)?.bidCount,
    ).toBe(theirs?.bidCount);
  });

  it('places bids once per idempotency key, even when the click comes twice at once', async () => {
    const lots = (await page()).lots.filter((l) => l.status !== 'CLOSED' && l.bidCount === 0).slice(0, 3);
    const bids = lots.map((l) => ({ lotRef: l.lotRef, amount: l.bidChoices[2] ?? '0' }));
    const [first, second] = await Promise.all([place(bids, 'click-1'), place(bids, 'click-1')]);
    const a = dataOf<{ placeBulkBids: { successful: unknown[]; results: unknown[] } }>(first!).placeBulkBids;
    expect(dataOf(second!)).toEqual({ placeBulkBids: a });
    expect(a.successful).toHaveLength(3);
    const after = (await page()).lots.filter((l) => lots.some((x) => x.lotRef === l.lotRef));
    expect(after.map((l) => l.bidCount)).toEqual([1, 1, 1]);
    expect(after.every((l) => l.maxBidderChannel === 'House')).toBe(true);
    const reused = await place([{ lotRef: lots[0]?.lotRef ?? '', amount: '1.00' }], 'click-1');
    expect(firstError(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A closed lot and a low bid fail on their own.
    const closed = (await page()).lots.find((l) => l.status === 'CLOSED');
    const mixed = dataOf<{ placeBulkBids: { failed: { lotRef: string; reason: string }[] } }>(
      await place(
        [
          { lotRef: closed?.lotRef ?? '', amount: '100000.00' },
          { lotRef: lots[1]?.lotRef ?? '', amount: '0.01' },
        ],
        'click-2',
        'BID_NOW',
      ),
    ).placeBulkBids;
    expect(mixed.failed.map((f) => f.reason)).toEqual(['LOT_CLOSED', 'NOT_ABOVE_OWN_MAX']);
    expect(firstError(await place([{ lotRef: 'x', amount: '-5' }], 'click-3')).code).toBe('BAD_USER_INPUT');
  });

  it('cancels only the house’s own bids, and none once 10 were cancelled', async () => {
    const sale = await page();
    const bidderLot = sale.lots.find((l) => l.status !== 'CLOSED' && l.bidHistory.some((b) => !b.ownBid));
    const bidderBid = bidderLot?.bidHistory.find((b) => !b.ownBid);
    const notMine = await gql(
      url,
      CANCEL,
      { i: { catalogRef, lotRef: bidderLot?.lotRef, orderBidRef: bidderBid?.orderBidRef } },
      as.staff,
    );
    expect(firstError(notMine).code).toBe('NOT_FOUND');

    const targets = sale.lots.filter((l) => l.status !== 'CLOSED').slice(0, BULK_CANCEL_LIMIT + 1);
    const placed = dataOf<{ placeBulkBids: { successful: { lotRef: string }[] } }>(
      await place(
        targets.map((l) => ({ lotRef: l.lotRef, amount: l.bidChoices.at(-1) ?? '0' })),
        'cancel-setup',
      ),
    ).placeBulkBids;
    expect(placed.successful).toHaveLength(targets.length);
    const fresh = (await page()).lots.filter((l) => targets.some((t) => t.lotRef === l.lotRef));
    let count = sale.cancelBidCount;
    for (const lot of fresh) {
      const own = lot.bidHistory.find((b) => b.ownBid);
      const res = await gql(
        url,
        CANCEL,
        { i: { catalogRef, lotRef: lot.lotRef, orderBidRef: own?.orderBidRef } },
        as.staff,
      );
      if (count < BULK_CANCEL_LIMIT) {
        const done = dataOf<{
          cancelBulkBid: { message: string; cancelBidCount: number; lot: { bidCount: number } };
        }>(res).cancelBulkBid;
        count += 1;
        expect(done).toMatchObject({ message: BULK_BIDDING_MESSAGES.cancelled, cancelBidCount: count });
        expect(done.lot.bidCount).toBe(lot.bidCount - 1);
      } else {
        expect(firstError(res).code).toBe('BAD_USER_INPUT');
      }
    }
    expect(await page()).toMatchObject({ cancelBidCount: BULK_CANCEL_LIMIT, canCancelBids: false });
  });
});
