import { randomBytes } from 'node:crypto';
import { DEMO_HOUSE_REF, startUpstream } from '@ah/upstream/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from './support/countingProxy.js';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { dataOf, gql } from './support/graphql.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Two gateway processes with the real Redis on 127.0.0.1:6379: a write through one replica reaches
 * the watchers on both; a change made directly in the upstream is found by one poll of the group per
 * interval across both replicas (the lease holder's) and reaches the watchers on both.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const INTERVAL_MS = 300;
const PER_REPLICA = 5;
/** A poll lists the group's invoice ids, then reads them in chunks (a subscriber's access check lists them too). */
const GROUP_LISTING = '/groupInfo/processCards';
const prefix = `ahtest:${randomBytes(4).toString('hex')}:`;
const CHANGED = `subscription($g: ID!) { invoiceGroupChanged(invoiceGroupId: $g) { invoiceIds fields author authorName } }`;

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let redis: Redis;
let replicas: GatewayProcess[] = [];
const watchers: LiveSubscription[] = [];

/** A replica's open invoice-group subscriptions (its /metrics gauge; the test runs on loopback). */
async function openSubscriptions(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = /^ah_gateway_subscriptions_open\{field="invoiceGroupChanged"\} (\d+)$/m.exec(text);
  return Number(line?.[1] ?? 0);
}

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

const changeOf = (w: LiveSubscription, n: number) =>
  (w.events[n]?.payload.data as { invoiceGroupChanged?: Record<string, unknown> } | undefined)
    ?.invoiceGroupChanged;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  upstream = await startUpstream();
  proxy = await startCountingProxy(upstream.url);
  const env = {
    UPSTREAM_URL: upstream.url,
    HOUSE_SERVICE_URL: proxy.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    INVOICE_POLL_INTERVAL_MS: String(INTERVAL_MS),
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

describe('live invoice group updates on two replicas with Redis', () => {
  it('delivers a write on one replica to the watchers of both, and polls the group once per interval', async () => {
    const [a, b] = replicas as [GatewayProcess, GatewayProcess];
    const cookie = await login(a.url);
    const row = await upstream.db
      .selectFrom('invoices as i')
      .innerJoin('houses as h', 'h.id', 'i.house_id')
      .select(['i.id', 'i.invoice_group_id'])
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const groupId = String(row.invoice_group_id);
    for (const replica of [a, b])
      for (let i = 0; i < PER_REPLICA; i++)
        watchers.push(await subscribe(replica.url, CHANGED, { g: groupId }, { cookie }));

    // Both replicas watch (every subscription open, its access checked); of the two, only the lease
    // holder polls: about one listing per interval.
    for (const replica of [a, b])
      await expect.poll(() => openSubscriptions(replica.url), { timeout: 30_000 }).toBe(PER_REPLICA);
    const polls = () =>
      proxy.calls.filter((c) => c.method === 'GET' && c.path.endsWith(GROUP_LISTING)).length;
    const from = polls();
    const started = Date.now();
    await expect.poll(polls, { timeout: 30_000 }).toBeGreaterThanOrEqual(from + 20);
    // Two pollers would make about twice the calls; allow a round in flight at each end.
    expect(polls() - from).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / INTERVAL_MS) + 2);

    dataOf(
      await gql(
        a.url,
        'mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }',
        { input: { invoiceGroupId: groupId, invoiceIds: [String(row.id)], note: 'Across replicas' } },
        { cookie },
      ),
    );
    await Promise.all(watchers.map((w) => w.waitForEvents(1, 30_000)));
    for (const w of watchers)
      expect(changeOf(w, 0)).toMatchObject({
        invoiceIds: [String(row.id)],
        fields: ['NOTE'],
        author: 'USER',
      });

    // A change outside the gateway: found once, by the poll, and delivered on both replicas.
    await upstream.db.updateTable('invoices').set({ pickup: true }).where('id', '=', row.id).execute();
    await Promise.all(watchers.map((w) => w.waitForEvents(2, 30_000)));
    for (const w of watchers)
      expect(changeOf(w, 1)).toMatchObject({ fields: ['DELIVERY_MODE'], author: 'ELSEWHERE' });
  });
});
