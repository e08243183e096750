import { startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetFault, type Fault } from './support/faultProxy.js';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { gql } from './support/graphql.js';
import { everyStatusCatalog, startPollCounter } from './support/shippingFixtures.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';
import { TEST_REDIS_URL, useTestRedis } from './support/testRedis.js';

/**
 * An outage of the shipping service while two gateway replicas (real processes, the real Redis on
 * 127.0.0.1:6379) poll a catalog's reviews: an unreachable service is a retryable fault, so no review
 * stops polling, the watchers are told the gateway is reconnecting and then that it is back, and once
 * the service answers again every change reaches old and new subscribers on either replica.
 */
const INTERVAL_MS = 300;
// Stops its replicas before its keys go: after-hooks run last-registered first.
const { prefix } = useTestRedis('shippingOutage:');

const LIVE = /* GraphQL */ `
  subscription Live($catalogId: ID!) {
    shippingReviewUpdated(catalogId: $catalogId) {
      review {
        id
        status
      }
      error
      reconnecting
    }
  }
`;

interface LiveEvent {
  review: { id: string; status: string } | null;
  error: string | null;
  reconnecting: boolean;
}

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let counter: Awaited<ReturnType<typeof startPollCounter>>;
let replicas: GatewayProcess[] = [];
let fixture: Awaited<ReturnType<typeof everyStatusCatalog>>;

const eventsOf = (subscription: LiveSubscription): LiveEvent[] =>
  subscription.events.map(
    (e) => (e.payload.data as unknown as { shippingReviewUpdated: LiveEvent }).shippingReviewUpdated,
  );

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
  upstream = await startUpstream({ shippingQuoteDelayMs: 3_600_000 });
  counter = await startPollCounter(upstream.url);
  fixture = await everyStatusCatalog(upstream);
  const env = {
    UPSTREAM_URL: upstream.url,
    SHIPPING_SERVICE_URL: counter.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    SHIPPING_POLL_INTERVAL_MS: String(INTERVAL_MS),
  };
  replicas = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(replicas.map((r) => r.stop()));
  await counter?.close();
  await upstream?.close();
});

describe('a shipping service outage under two gateway replicas on Redis', () => {
  it('keeps every review polling, says it is reconnecting, and delivers the next changes to old and new subscribers', async () => {
    const [a, b] = replicas as [GatewayProcess, GatewayProcess];
    expect(fixture.pendingReviewIds.length).toBeGreaterThan(0);
    const cookie = await login(a.url);
    const variables = { catalogId: fixture.catalogId };
    const watchers = [
      await subscribe(a.url, LIVE, variables, { cookie }),
      await subscribe(b.url, LIVE, variables, { cookie }),
    ];

    // The shipping service stops answering: every review poll has its connection reset.
    const outage: Fault = {
      match: (method, path) => method === 'GET' && path.startsWith('/api/shipping/review/'),
      respond: resetFault,
    };
    counter.faults.push(outage);
    await Promise.all(watchers.map((w) => w.waitForEvents(1)));
    for (const w of watchers)
      expect(eventsOf(w)[0]).toEqual({ review: null, error: null, reconnecting: true });

    // It answers again: the pollers retry and tell the watchers they are back.
    counter.faults.splice(counter.faults.indexOf(outage), 1);
    await expect
      .poll(() => watchers.map((w) => eventsOf(w).some((e) => e.reconnecting === false)), { timeout: 30_000 })
      .toEqual([true, true]);

    // A new subscriber (the user refreshed) and the old ones all see the quotes come back.
    const late = await subscribe(b.url, LIVE, variables, { cookie });
    const everyone = [...watchers, late];
    const before = everyone.map((w) => eventsOf(w).length);
    await upstream.flushShippingQuotes(fixture.pendingReviewIds.map(Number));
    await Promise.all(
      everyone.map((w, i) => w.waitForEvents((before[i] ?? 0) + fixture.pendingReviewIds.length)),
    );
    for (const w of everyone) {
      const events = eventsOf(w);
      expect(events.filter((e) => e.error !== null)).toEqual([]);
      const changed = new Set(events.flatMap((e) => (e.review ? [e.review.id] : [])));
      for (const id of fixture.pendingReviewIds) expect(changed).toContain(id);
    }
    for (const w of everyone) w.close();
  });
});
