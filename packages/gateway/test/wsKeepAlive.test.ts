import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DEMO_HOUSE_REF, startUpstream } from '@ah/upstream/testing';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { dataOf, gql } from './support/graphql.js';
import { subscribe } from './support/subscriptions.js';

/**
 * WebSocket keep-alive through a real TCP proxy that cuts a connection idle for IDLE_MS (what a
 * load balancer's idle time-out does, at 60 s typically; 3 s here). A quiet subscription (an
 * invoice group nobody writes to) stays open across several idle periods because the gateway pings
 * it (WS_PING_INTERVAL_MS, 500 ms here), and still receives the next change. Without pings the same
 * proxy cuts it; a graphql-ws client's own `keepAlive` (what the web app sets) also keeps it open.
 * The gap between a ping and the cut (2.5 s) outlasts an event-loop stall on a busy CI machine.
 */
const IDLE_MS = 3_000;
const PING_MS = 500;
/** Idle periods a quiet subscription must outlive. */
const PERIODS = 3;
const INVOICE_GROUP_CHANGED = `subscription($g: ID!) { invoiceGroupChanged(invoiceGroupId: $g) { invoiceGroupId fields } }`;
const SAVE_NOTE = `mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }`;

/** A TCP proxy that closes both sides of a connection after `idleMs` without a byte either way. */
interface IdleCuttingProxy {
  url: string;
  /** Connections it cut for idleness. */
  cuts: number;
  /** Chunks relayed from the gateway to clients (pings, acks, events). */
  downstreamChunks: number;
  close(): Promise<void>;
}

async function startIdleCuttingProxy(targetPort: number, idleMs: number): Promise<IdleCuttingProxy> {
  const sockets = new Set<Socket>();
  const proxy: IdleCuttingProxy = {
    url: '',
    cuts: 0,
    downstreamChunks: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((client) => {
    const target = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(target);
    // A socket's time-out counts activity both ways (reads and writes), like a proxy's idle timer.
    client.setTimeout(idleMs, () => {
      proxy.cuts += 1;
      client.destroy();
      target.destroy();
    });
    target.on('data', () => {
      proxy.downstreamChunks += 1;
    });
    client.pipe(target);
    target.pipe(client);
    const end = () => {
      client.destroy();
      target.destroy();
      sockets.delete(client);
      sockets.delete(target);
    };
    client.on('close', end).on('error', end);
    target.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

let upstream: Awaited<ReturnType<typeof startUpstream>>;
const gateways: Gateway[] = [];
const proxies: IdleCuttingProxy[] = [];
let cookie = '';
let groupId = '';
let invoiceId = 0;

/** A gateway with this ping interval, behind its own idle-cutting proxy. */
async function gatewayBehindProxy(
  wsPingIntervalMs: number,
): Promise<{ url: string; proxy: IdleCuttingProxy }> {
  const gateway = createGateway({
    logLevel: 'error',
    shutdownDelayMs: 0,
    trustedDocuments: 'off',
    // No upstream polls of the group while the test waits: only a write makes an event.
    invoicePollIntervalMs: 3_600_000,
    wsPingIntervalMs,
    services: { house: upstream.url, catalog: upstream.url, shipping: upstream.url, bidAdmin: upstream.url },
  });
  gateways.push(gateway);
  const url = await gateway.start(0, '127.0.0.1');
  const proxy = await startIdleCuttingProxy(Number(new URL(url).port), IDLE_MS);
  proxies.push(proxy);
  return { url, proxy };
}

async function saveNote(url: string, note: string): Promise<void> {
  dataOf(
    await gql(
      url,
      SAVE_NOTE,
      { input: { invoiceGroupId: groupId, invoiceIds: [String(invoiceId)], note } },
      { cookie },
    ),
  );
}

beforeAll(async () => {
  upstream = await startUpstream();
  const row = await upstream.db
    .selectFrom('invoices as i')
    .innerJoin('houses as h', 'h.id', 'i.house_id')
    .select(['i.id', 'i.invoice_group_id'])
    .where('h.ref', '=', DEMO_HOUSE_REF)
    .where('i.online_payment_stat', 'is', null)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  groupId = String(row.invoice_group_id);
  invoiceId = row.id;
}, 120_000);
afterAll(async () => {
  await Promise.allSettled(proxies.map((p) => p.close()));
  await Promise.allSettled(gateways.map((g) => g.stop()));
  await upstream?.close();
});

/** The gateway's open invoice-group subscriptions (its /metrics gauge; the test runs on loopback). */
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
  const found = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!found) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return found;
}

describe('WebSocket keep-alive through an idle-cutting proxy', () => {
  it("keeps a quiet subscription open with the gateway's pings, and it still receives a change", async () => {
    const { url, proxy } = await gatewayBehindProxy(PING_MS);
    cookie = await login(url);
    const live = await subscribe(proxy.url, INVOICE_GROUP_CHANGED, { g: groupId }, { cookie });
    await expect.poll(() => openSubscriptions(url), { timeout: 30_000 }).toBe(1);
    const openedAt = Date.now();
    // Several idle periods of pings and nothing else: count them rather than sleeping.
    const before = proxy.downstreamChunks;
    const pings = Math.ceil((PERIODS * IDLE_MS) / PING_MS) + 1;
    await expect
      .poll(() => proxy.downstreamChunks - before, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(pings);
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(PERIODS * IDLE_MS);
    expect(live.events).toEqual([]);
    expect(live.closed).toBeNull();
    expect(proxy.cuts).toBe(0);

    await saveNote(url, 'kept alive');
    await live.waitForEvents(1);
    expect(live.events[0]?.payload.data).toMatchObject({ invoiceGroupChanged: { invoiceGroupId: groupId } });
    expect(proxy.cuts).toBe(0);
    live.close();
  });

  it('without pings the same proxy cuts the quiet subscription', async () => {
    const { proxy } = await gatewayBehindProxy(0);
    const live = await subscribe(proxy.url, INVOICE_GROUP_CHANGED, { g: groupId }, { cookie });
    await expect.poll(() => live.closed, { timeout: 30_000 }).not.toBeNull();
    expect(proxy.cuts).toBe(1);
  });

  it("keeps it open with the graphql-ws client's keepAlive alone (the web app's setting)", async () => {
    const { url, proxy } = await gatewayBehindProxy(0);
    let pongs = 0;
    const events: unknown[] = [];
    const closes: number[] = [];
    const client: Client = createClient({
      url: `${proxy.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      keepAlive: PING_MS,
      retryAttempts: 0,
      on: {
        pong: (received) => {
          if (received) pongs += 1;
        },
        closed: (event) => {
          closes.push((event as { code: number }).code);
        },
      },
    });
    const unsubscribe = client.subscribe(
      { query: INVOICE_GROUP_CHANGED, variables: { g: groupId } },
      { next: (value) => events.push(value), error: () => undefined, complete: () => undefined },
    );
    const minPongs = Math.ceil((PERIODS * IDLE_MS) / PING_MS) + 1;
    await expect.poll(() => pongs, { timeout: 30_000 }).toBeGreaterThanOrEqual(minPongs);
    expect(closes).toEqual([]);
    await expect.poll(() => openSubscriptions(url), { timeout: 30_000 }).toBe(1);
    await saveNote(url, 'client kept alive');
    await expect.poll(() => events.length, { timeout: 30_000 }).toBe(1);
    expect(proxy.cuts).toBe(0);
    unsubscribe();
    await client.dispose();
  });
});
