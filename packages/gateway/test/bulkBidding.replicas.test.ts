import { randomBytes } from 'node:crypto';
import { startUpstream } from '@ah/upstream/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from './support/countingProxy.js';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { dataOf, gql } from './support/graphql.js';
import { placeMarketplaceBid } from './support/marketplaceBid.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Live bulk bidding on two gateway processes with the real Redis on 127.0.0.1:6379: each replica's
 * watchers announce the lots on their pages, so the one replica polling the sale reads the lots
 * watched on both (lotsByRef) and never every page; a bid on a lot watched only on the other
 * replica reaches its watcher there, and nobody else.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const INTERVAL_MS = 200;
const CATALOG = 'TBHDEMO4AUCT';
const prefix = `ahtest:${randomBytes(4).toString('hex')}:`;
const CHANGED = `subscription($c: ID!, $l: [ID!]) { bulkBiddingLotsChanged(catalogRef: $c, lotRefs: $l) {
  lots { lotRef bidCount } } }`;
const LOTS = `query($c: ID!) { bulkBiddingSale(catalogRef: $c) { lotPage(first: 100) { nodes { lotRef status bidCount } } } }`;

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let redis: Redis;
let replicas: GatewayProcess[] = [];
const watchers: LiveSubscription[] = [];

async function login(url: string): Promise<string> {
  const res = await gql(
    url,
    'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
  );
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!cookie) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return cookie;
}

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  upstream = await startUpstream();
  proxy = await startCountingProxy(upstream.url);
  const env = {
    UPSTREAM_URL: upstream.url,
    BID_ADMIN_SERVICE_URL: proxy.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    BULK_BIDDING_POLL_INTERVAL_MS: String(INTERVAL_MS),
  };
  replicas = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const w of watchers) w.close();
  await Promise.allSettled(replicas.map((r) => r.stop()));
  await proxy?.close();
  await upstream?.close();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
});

describe('live bulk bidding on two replicas with Redis', () => {
  it('polls the lots watched on both replicas, and a bid reaches the watcher of its lot wherever it is', async () => {
    const [one, two] = replicas;
    if (!one || !two) throw new Error('two replicas expected');
    const cookies = [await login(one.url), await login(two.url)];
    const open = dataOf<{
      bulkBiddingSale: { lotPage: { nodes: { lotRef: string; status: string; bidCount: number }[] } };
    }>(await gql(one.url, LOTS, { c: CATALOG }, { cookie: cookies[0] })).bulkBiddingSale.lotPage.nodes.filter(
      (l) => l.status !== 'CLOSED' && l.bidCount === 0,
    );
    const [first, second] = open;
    if (!first || !second) throw new Error('two open lots without bids expected');
    const onOne = await subscribe(
      one.url,
      CHANGED,
      { c: CATALOG, l: [first.lotRef] },
      { cookie: cookies[0] },
    );
    const onTwo = await subscribe(
      two.url,
      CHANGED,
      { c: CATALOG, l: [second.lotRef] },
      { cookie: cookies[1] },
    );
    watchers.push(onOne, onTwo);

    // Both replicas' lots are polled together, by lotsByRef only: never a page of the sale.
    const both = (body: string | undefined) => {
      const refs = body ? (JSON.parse(body) as { lotRefs: string[] }).lotRefs : [];
      return refs.includes(first.lotRef) && refs.includes(second.lotRef);
    };
    proxy.calls.length = 0;
    await expect
      .poll(() => proxy.calls.filter((c) => c.path.endsWith('/lotsByRef') && both(c.body)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);
    expect(proxy.calls.some((c) => /\/lots\?/.test(c.path))).toBe(false);

    // A marketplace bid on the lot watched only on replica two.
    await placeMarketplaceBid(upstream, second.lotRef);
    await onTwo.waitForEvents(1, 20_000);
    const change = onTwo.events[0]?.payload.data as {
      bulkBiddingLotsChanged: { lots: { lotRef: string; bidCount: number }[] };
    };
    expect(change.bulkBiddingLotsChanged.lots).toEqual([{ lotRef: second.lotRef, bidCount: 1 }]);
    // Replica one's watcher has another lot on its page: the change is not theirs.
    expect(onOne.events).toHaveLength(0);

    // Replica two's last watcher leaves: its lots are withdrawn, and the polls read replica one's only.
    onTwo.close();
    const lastPoll = () =>
      proxy.calls.filter((c) => c.path.endsWith('/lotsByRef') && c.body).at(-1)?.body ?? '';
    await expect
      .poll(() => JSON.parse(lastPoll() || '{"lotRefs":[]}').lotRefs, { timeout: 20_000 })
      .toEqual([first.lotRef]);
  }, 60_000);
});
