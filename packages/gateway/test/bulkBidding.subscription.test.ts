import { startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startCountingProxy } from './support/countingProxy.js';
import { dataOf, gql } from './support/graphql.js';
import { placeMarketplaceBid } from './support/marketplaceBid.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Live bulk-bidding updates on one gateway (in-process pub/sub): ten watchers of one sale cost one
 * upstream poll per interval, of the lots on their pages (not every page of the sale), and each sees another bidder's bid on a lot of its page
 * without reloading; another house's sale is NOT_FOUND, a caller without the flag FORBIDDEN.
 */
const INTERVAL_MS = 150;
const WATCHERS = 10;
const CHANGED = `subscription($c: ID!, $l: [ID!]) { bulkBiddingLotsChanged(catalogRef: $c, lotRefs: $l) {
  catalogRef detectedAt lots { lotRef currentBid bidCount maxBidder status } } }`;
const LOTS = `query($c: ID!) { bulkBiddingSale(catalogRef: $c) { lots { lotRef status bidCount currentBid startingBid bidChoices } } }`;

interface Change {
  bulkBiddingLotsChanged: {
    lots: { lotRef: string; bidCount: number; currentBid: string | null; maxBidder: string | null }[];
  };
}

describe('bulkBiddingLotsChanged', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let gateway: Gateway;
  let url = '';
  const cookies = { staff: '', super: '', clerk: '' };
  const watchers: LiveSubscription[] = [];
  const CATALOG = 'TBHDEMO4AUCT';

  const login = async (user: string, house = 'demo') => {
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
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = await startCountingProxy(upstream.url);
    gateway = createGateway({
      // Raw test queries with session cookies: trusted documents off, as in testing.ts.
      trustedDocuments: 'off',
      logLevel: 'error',
      shutdownDelayMs: 0,
      bulkBiddingPollIntervalMs: INTERVAL_MS,
      services: { house: upstream.url, catalog: upstream.url, shipping: upstream.url, bidAdmin: proxy.url },
    });
    url = await gateway.start(0, '127.0.0.1');
    cookies.staff = await login('staff');
    cookies.super = await login('super');
    cookies.clerk = await login('clerk');
  });
  afterAll(async () => {
    for (const w of watchers) w.close();
    await gateway?.stop();
    await proxy?.close();
    await upstream?.close();
  });

  it('pushes another bidder’s bid to every watcher of the lot, with one poll per interval', async () => {
    const lots = dataOf<{
      bulkBiddingSale: { lots: { lotRef: string; status: string; bidCount: number }[] };
    }>(await gql(url, LOTS, { c: CATALOG }, { cookie: cookies.staff })).bulkBiddingSale.lots;
    const lot = lots.find((l) => l.status !== 'CLOSED' && l.bidCount === 0);
    if (!lot) throw new Error('no open lot without bids');
    // Each subscriber's own load (the sale, then its lots) checks their access; it runs after the
    // subscribe message is sent, so wait for it before counting the shared poll's calls.
    const isSaleInfo = (path: string) => path.endsWith(`/catalog/${CATALOG}`);
    const loadDone = (n: number) => {
      const paths = proxy.calls.map((c) => c.path);
      const saleInfo = paths.flatMap((path, index) => (isSaleInfo(path) ? [index] : []))[n - 1];
      return saleInfo !== undefined && paths.slice(saleInfo + 1).some((path) => path.includes('/lots'));
    };
    proxy.calls.length = 0;
    for (let i = 0; i < WATCHERS; i++) {
      watchers.push(
        await subscribe(
          url,
          CHANGED,
          { c: CATALOG, l: [lot.lotRef] },
          { cookie: i % 2 ? cookies.super : cookies.staff },
        ),
      );
      await expect.poll(() => loadDone(i + 1), { timeout: 30_000 }).toBe(true);
    }

    // Polls while nobody bids: one sale, one page of lots, per interval, whatever the audience.
    proxy.calls.length = 0;
    const started = Date.now();
    await expect
      .poll(() => proxy.calls.filter((c) => c.path.includes('/lots')).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(4);
    // One round reads the lots on the watchers' pages (one lotsByRef call for the lot all ten watch),
    // never every page of the sale: the calls grow with the rounds, not the watchers or the sale.
    const polls = proxy.calls.filter((c) => c.path.includes('/lots'));
    expect(polls.every((c) => c.method === 'POST' && c.path.endsWith('/lotsByRef'))).toBe(true);
    expect(polls.every((c) => c.body === undefined || JSON.parse(c.body).lotRefs.length === 1)).toBe(true);
    expect(polls.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / INTERVAL_MS) + 1);
    expect(watchers.every((w) => w.events.length === 0)).toBe(true);

    // A bidder bids on the marketplace (outside the bid-admin service): a standing bid appears.
    await placeMarketplaceBid(upstream, lot.lotRef);

    const sent = Date.now();
    await Promise.all(watchers.map((w) => w.waitForEvents(1, 10_000)));
    for (const w of watchers) {
      const change = w.events[0]?.payload.data as unknown as Change;
      expect(change.bulkBiddingLotsChanged.lots).toEqual([
        expect.objectContaining({ lotRef: lot.lotRef, bidCount: 1, maxBidder: expect.any(String) }),
      ]);
      // Within two intervals of the bid.
      expect((w.events[0]?.at ?? 0) - sent).toBeLessThan(INTERVAL_MS * 2 + 500);
    }
  });

  it('refuses another house’s sale and callers without the flag', async () => {
    const codeOf = async (variables: Record<string, unknown>, cookie: string) => {
      const live = await subscribe(url, CHANGED, variables, { cookie });
      await live.waitForEvents(1, 10_000).catch(() => undefined);
      live.close();
      const error = live.events[0]?.payload.errors?.[0] ?? live.errors[0];
      return error?.extensions?.['code'];
    };
    expect(await codeOf({ c: 'TBHOTHER7SLS' }, cookies.staff)).toBe('NOT_FOUND');
    expect(await codeOf({ c: CATALOG }, cookies.clerk)).toBe('FORBIDDEN');
  });
});
