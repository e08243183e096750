import { randomBytes } from 'node:crypto';
import { DEMO_HOUSE_REF, startUpstream } from '@ah/upstream/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { dataOf, gql } from './support/graphql.js';
import {
  everyStatusCatalog,
  pollWindow,
  SHIPPING_REVIEW_UPDATED,
  startPollCounter,
  type UpdatePayload,
} from './support/shippingFixtures.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Two gateway processes with the real Redis on 127.0.0.1:6379: events cross replicas, each
 * pending review is polled by exactly one replica (the lease holder), and when that replica dies
 * the other takes its leases over.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const INTERVAL_MS = 300;
const PER_REPLICA = 25;
const prefix = `ahtest:${randomBytes(4).toString('hex')}:`;

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let counter: Awaited<ReturnType<typeof startPollCounter>>;
let redis: Redis;
let replicas: GatewayProcess[] = [];
let fixture: Awaited<ReturnType<typeof everyStatusCatalog>>;

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

const eventsOf = (subscription: LiveSubscription) =>
  subscription.events.map((e) => (e.payload.data as unknown as UpdatePayload).shippingReviewUpdated);

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  upstream = await startUpstream({ shippingQuoteDelayMs: 3_600_000 });
  counter = await startPollCounter(upstream.url);
  fixture = await everyStatusCatalog(upstream);
  const env = {
    UPSTREAM_URL: upstream.url,
    SHIPPING_SERVICE_URL: counter.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    SHIPPING_POLL_INTERVAL_MS: String(INTERVAL_MS),
  };
  replicas = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(replicas.map((r) => r.stop()));
  await counter?.close();
  await upstream?.close();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
});

describe('two gateway replicas on Redis', () => {
  it('delivers every change to both replicas, polls each review once per interval, and survives the lease holder dying', async () => {
    const [a, b] = replicas as [GatewayProcess, GatewayProcess];
    // A session is the upstream's: a cookie from one replica works on the other.
    const cookie = await login(a.url);
    const onA: LiveSubscription[] = [];
    const onB: LiveSubscription[] = [];
    for (let i = 0; i < PER_REPLICA; i++) {
      onA.push(await subscribe(a.url, SHIPPING_REVIEW_UPDATED, { catalogId: fixture.catalogId }, { cookie }));
      onB.push(await subscribe(b.url, SHIPPING_REVIEW_UPDATED, { catalogId: fixture.catalogId }, { cookie }));
    }
    const everyone = [...onA, ...onB];

    // A confirm on replica A reaches the subscribers of both (and proves they are all attached).
    const readyId = fixture.readyReviewIds[0] ?? '';
    dataOf(
      await gql(
        a.url,
        'mutation($id: ID!) { confirmShippingReview(reviewId: $id) { review { id } } }',
        { id: readyId },
        { cookie },
      ),
    );
    await Promise.all(everyone.map((s) => s.waitForEvents(1)));
    for (const s of everyone)
      expect(eventsOf(s)[0]?.review).toMatchObject({ id: readyId, status: 'COMPLETED' });

    // One poll per pending review per interval across BOTH replicas.
    const intervals = 6;
    const { polls, most } = await pollWindow(counter, fixture.pendingReviewIds, INTERVAL_MS, intervals);
    expect([...polls.keys()].sort()).toEqual([...fixture.pendingReviewIds].sort());
    for (const id of fixture.pendingReviewIds)
      expect(polls.get(id), `polls of ${id}`).toBeLessThanOrEqual(most);

    // Every pending review has exactly one holder; kill the replica holding the first one.
    const leaseKey = (id: string) =>
      `${prefix}shipping-review:${DEMO_HOUSE_REF}:${fixture.catalogId}:lease:${id}`;
    const holders = await Promise.all(fixture.pendingReviewIds.map((id) => redis.get(leaseKey(id))));
    for (const holder of holders) expect(holder).toMatch(/:\d+:[0-9a-f]{8}$/);
    const firstHolderPid = Number(holders[0]?.split(':').at(-2));
    const victim = replicas.find((r) => r.pid === firstHolderPid);
    const survivor = replicas.find((r) => r.pid !== firstHolderPid);
    if (!victim || !survivor) throw new Error(`no replica with pid ${firstHolderPid}`);
    const survivorSubscribers = survivor === a ? onA : onB;
    await victim.kill();

    // The dead replica's leases lapse (3 intervals): wait until the survivor holds every one; it
    // then polls every pending review, once per interval.
    const holderPids = async () =>
      Promise.all(
        fixture.pendingReviewIds.map(async (id) => (await redis.get(leaseKey(id)))?.split(':').at(-2)),
      );
    await expect
      .poll(holderPids, { timeout: 60_000 })
      .toEqual(fixture.pendingReviewIds.map(() => String(survivor.pid)));
    const takeover = await pollWindow(counter, fixture.pendingReviewIds, INTERVAL_MS, intervals);
    for (const id of fixture.pendingReviewIds)
      expect(takeover.polls.get(id), `polls of ${id} after the takeover`).toBeLessThanOrEqual(takeover.most);
    expect(await holderPids()).toEqual(fixture.pendingReviewIds.map(() => String(survivor.pid)));

    // The quotes return: the survivor's subscribers get every change, counters ending at zero in progress.
    const before = eventsOf(survivorSubscribers[0]!).length;
    await upstream.flushShippingQuotes(fixture.pendingReviewIds.map(Number));
    await Promise.all(
      survivorSubscribers.map((s) => s.waitForEvents(before + fixture.pendingReviewIds.length)),
    );
    for (const s of survivorSubscribers) {
      const changes = eventsOf(s).slice(before);
      expect(new Set(changes.map((e) => e.review?.id))).toEqual(new Set(fixture.pendingReviewIds));
      expect(changes.at(-1)?.catalog.counts.inProgress).toBe(0);
    }
    for (const s of everyone) s.close();
  });
});
