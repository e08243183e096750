import { SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import { startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { jsonFault } from './support/faultProxy.js';
import { dataOf, firstError, gql, wsExecute } from './support/graphql.js';
import {
  everyStatusCatalog,
  pollWindow,
  SHIPPING_REVIEW_UPDATED,
  sleep,
  startPollCounter,
  type UpdatePayload,
} from './support/shippingFixtures.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Live shipping review updates on one gateway (in-process pub/sub): 50 subscribers on one catalog
 * cost one upstream poll per pending review per interval, and every subscriber receives every change.
 * The upstream is the real one; a counting proxy in front of its shipping service counts the polls.
 */
const INTERVAL_MS = 300;
const SUBSCRIBERS = 50;

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let counter: Awaited<ReturnType<typeof startPollCounter>>;
let gateway: Gateway;
let url: string;
let cookies: Record<'staff' | 'super' | 'clerk' | 'other', string>;
let fixture: Awaited<ReturnType<typeof everyStatusCatalog>>;

async function login(house: string, user: string): Promise<string> {
  const res = await gql(
    url,
    'mutation($h: String!, $u: String!) { login(houseUserName: $h, userName: $u, password: "demo-password") { user { id } } }',
    {
      h: house,
      u: user,
    },
  );
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!cookie) throw new Error(`login of ${user} failed: ${JSON.stringify(res.body)}`);
  return cookie;
}

/** What `count` reads after a fresh window of `ms` (the counter starts from zero). */
async function quietFor(ms: number, count: () => number): Promise<number> {
  counter.reset();
  await sleep(ms);
  return count();
}

const eventsOf = (subscription: LiveSubscription) =>
  subscription.events.map((e) => (e.payload.data as unknown as UpdatePayload).shippingReviewUpdated);

beforeAll(async () => {
  upstream = await startUpstream({ shippingQuoteDelayMs: 3_600_000 });
  counter = await startPollCounter(upstream.url);
  gateway = createGateway({
    // Raw test queries with session cookies: trusted documents off, as in testing.ts.
    trustedDocuments: 'off',
    logLevel: 'error',
    shutdownDelayMs: 0,
    shippingPollIntervalMs: INTERVAL_MS,
    services: { house: upstream.url, catalog: upstream.url, shipping: counter.url, bidAdmin: upstream.url },
  });
  url = await gateway.start(0, '127.0.0.1');
  cookies = {
    staff: await login('demo', 'staff'),
    super: await login('demo', 'super'),
    clerk: await login('demo', 'clerk'),
    other: await login('other', 'staff'),
  };
  fixture = await everyStatusCatalog(upstream);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await counter?.close();
  await upstream?.close();
});

describe('shippingReviewUpdated with 50 subscribers on one catalog', () => {
  const subscribers: LiveSubscription[] = [];
  afterAll(() => {
    for (const s of subscribers) s.close();
  });

  it('polls each pending review once per interval and pushes every change with its counters to everyone', async () => {
    expect(fixture.pendingReviewIds.length).toBeGreaterThan(0);
    for (let i = 0; i < SUBSCRIBERS; i++)
      subscribers.push(
        await subscribe(
          url,
          SHIPPING_REVIEW_UPDATED,
          { catalogId: fixture.catalogId },
          {
            cookie: i % 2 === 0 ? cookies.staff : cookies.super,
          },
        ),
      );

    // Proof that all 50 are attached: a confirm through the API reaches every one of them.
    const readyId = fixture.readyReviewIds[0] ?? '';
    const confirm = await gql(
      url,
      'mutation($id: ID!) { confirmShippingReview(reviewId: $id) { review { status } catalog { counts { readyToConfirm } } } }',
      { id: readyId },
      { cookie: cookies.staff },
    );
    const confirmed = dataOf<{
      confirmShippingReview: { review: { status: string }; catalog: { counts: { readyToConfirm: number } } };
    }>(confirm);
    expect(confirmed.confirmShippingReview.review.status).toBe('COMPLETED');
    await Promise.all(subscribers.map((s) => s.waitForEvents(1)));
    for (const s of subscribers) {
      const [event] = eventsOf(s);
      expect(event?.review).toMatchObject({
        id: readyId,
        status: 'COMPLETED',
        statusLabel: 'Confirmed',
        canConfirm: false,
      });
      expect(event?.catalog.counts.readyToConfirm).toBe(
        confirmed.confirmShippingReview.catalog.counts.readyToConfirm,
      );
    }

    // One poll per pending review per interval, whatever the audience: 50 subscribers polling for
    // themselves would go far past what the window's intervals allow.
    const { polls: polled, most } = await pollWindow(counter, fixture.pendingReviewIds, INTERVAL_MS, 6);
    expect([...polled.keys()].sort()).toEqual([...fixture.pendingReviewIds].sort());
    for (const id of fixture.pendingReviewIds)
      expect(polled.get(id), `polls of review ${id}`).toBeLessThanOrEqual(most);

    // The quotes come back: each pending review changes once, and every subscriber sees each change.
    const before = eventsOf(subscribers[0]!).length;
    await upstream.flushShippingQuotes(fixture.pendingReviewIds.map(Number));
    const expected = before + fixture.pendingReviewIds.length;
    await Promise.all(subscribers.map((s) => s.waitForEvents(expected)));
    const reference = eventsOf(subscribers[0]!).slice(before);
    expect(new Set(reference.map((e) => e.review?.id))).toEqual(new Set(fixture.pendingReviewIds));
    for (const event of reference) expect(['AWAITING_APPROVAL', 'FAILED']).toContain(event.review?.status);
    // The last change leaves nothing in progress.
    expect(reference.at(-1)?.catalog.counts.inProgress).toBe(0);
    for (const s of subscribers) {
      const mine = eventsOf(s).slice(before);
      expect(mine.map((e) => [e.review?.id, e.review?.status])).toEqual(
        reference.map((e) => [e.review?.id, e.review?.status]),
      );
    }

    // Polling stopped with completion: a quiet window of three intervals comes (a poll already on its
    // way on a busy machine may still land in the first window; a live poller never leaves one quiet).
    await expect.poll(() => quietFor(INTERVAL_MS * 3, () => counter.total())).toBe(0);
  });

  it('stops polling a review on an error and tells every subscriber', async () => {
    // An edit and save puts a failed review back to pending: polled again.
    const reviewId = fixture.failedReviewIds[0] ?? '';
    const saved = await gql(
      url,
      `mutation($id: ID!, $input: ShippingReviewInput!) { saveShippingReview(reviewId: $id, input: $input) { review { status } catalog { counts { inProgress } } } }`,
      {
        id: reviewId,
        input: {
          objectsDescription: '',
          objectsValue: '100',
          objectsValueCurrency: 'USD',
          objectsImages: [],
          objects: [
            {
              title: 'Vase',
              objectTypeId: 'ceramic',
              height: 10,
              width: 6,
              depth: 6,
              unit: 'IN',
              isFragile: true,
            },
          ],
        },
      },
      { cookie: cookies.staff },
    );
    expect(
      dataOf<{ saveShippingReview: { review: { status: string } } }>(saved).saveShippingReview.review.status,
    ).toBe('PENDING');
    const before = eventsOf(subscribers[0]!).length;
    await Promise.all(subscribers.map((s) => s.waitForEvents(before + 1)));
    expect(eventsOf(subscribers[0]!)[before]?.review).toMatchObject({ id: reviewId, status: 'PENDING' });

    counter.faults.push({
      match: (m, p) => m === 'GET' && p === `/api/shipping/review/${reviewId}`,
      respond: jsonFault(500, {}),
    });
    await Promise.all(subscribers.map((s) => s.waitForEvents(before + 2)));
    for (const s of subscribers) {
      const event = eventsOf(s)[before + 1];
      expect(event?.error).toBe(SHIPPING_REVIEW_MESSAGES.pollingError);
      expect(event?.review).toBeNull();
    }
    expect(SHIPPING_REVIEW_MESSAGES.pollingError).toBe(
      'Error in polling review data, please refresh the page',
    );
    // No more polls of that review.
    await expect.poll(() => quietFor(INTERVAL_MS * 3, () => counter.polls.get(reviewId) ?? 0)).toBe(0);
    counter.faults.pop();

    // The user refreshes the page: the new subscription polls the stopped review again.
    counter.reset();
    const refreshed = await subscribe(
      url,
      SHIPPING_REVIEW_UPDATED,
      { catalogId: fixture.catalogId },
      { cookie: cookies.staff },
    );
    subscribers.push(refreshed);
    await expect.poll(() => counter.polls.get(reviewId) ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
  });
});

describe('who may subscribe', () => {
  it('refuses a socket without a session or from a foreign Origin', async () => {
    const query = `subscription { shippingReviewUpdated(catalogId: "${fixture.catalogId}") { error } }`;
    const anonymous = await wsExecute(url, query);
    expect(anonymous).toMatchObject({ kind: 'closed', code: 4403 });
    const foreign = await wsExecute(url, query, {
      cookie: cookies.staff,
      origin: 'https://evil.example.com',
    });
    expect(foreign).toMatchObject({ kind: 'closed', code: 403, reason: 'upgrade refused' });
  });

  it('applies the query rules: the calendar flag, and only the caller house catalogs', async () => {
    // A refused subscribe answers with the errors (graphql-ws `next` with errors, then complete).
    const refusal = async (cookie: string) => {
      const subscription = await subscribe(
        url,
        SHIPPING_REVIEW_UPDATED,
        { catalogId: fixture.catalogId },
        { cookie },
      );
      await subscription.waitForEvents(1);
      subscription.close();
      const [event] = subscription.events;
      expect(event?.payload.data ?? null).toBeNull();
      return event?.payload.errors?.[0]?.extensions?.['code'];
    };
    expect(await refusal(cookies.clerk)).toBe('FORBIDDEN');
    expect(await refusal(cookies.other)).toBe('NOT_FOUND');

    // The same rules on the query.
    const forbidden = await gql(
      url,
      `{ shippingReviewCatalog(catalogId: "${fixture.catalogId}") { id } }`,
      {},
      { cookie: cookies.clerk },
    );
    expect(firstError(forbidden).code).toBe('FORBIDDEN');
    const foreign = await gql(
      url,
      `{ shippingReviewCatalog(catalogId: "${fixture.catalogId}") { id } }`,
      {},
      { cookie: cookies.other },
    );
    expect(firstError(foreign).code).toBe('NOT_FOUND');
  });
});
