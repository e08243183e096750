import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_HOUSE_REF, startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { dataOf, gql } from './support/graphql.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * A gateway on Redis (`REDIS_URL`) while Redis goes away and comes back: `/readyz` says not ready
 * while Redis is unreachable (its rate limits count per replica and its live events are dropped),
 * yet the sign-in limit still refuses meanwhile (HAProxy sends everyone to such gateways when none
 * is ready); and the gateway recovers by itself: ready again, rate limits counted in Redis again,
 * and live events flow to the subscription that was open all along and to new ones, both a write's
 * and what the group's poll finds (its lease taken again in the new Redis). A redis-server of its
 * own (the machine's binary, on a port the OS chose, in a temporary folder), so stopping it
 * disturbs no other suite.
 */
const SIGN_IN_LIMIT = 3;
/** The invoice group's poll (its lease is in Redis: one poller across replicas). */
const POLL_MS = 200;
const INVOICE_GROUP_CHANGED = `subscription($g: ID!) { invoiceGroupChanged(invoiceGroupId: $g) { invoiceGroupId fields } }`;
const SAVE_NOTE = `mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }`;
const WRONG_LOGIN =
  'mutation { login(houseUserName: "demo", userName: "staff", password: "wrong-password") { user { id } } }';

/** A redis-server child process on a fixed port and folder, stopped and started again by the test. */
class RedisServer {
  #child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Resolves once it accepts connections (its log line says so). */
  start(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.#child = child;
    return new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('error', (error) =>
        reject(new Error(`redis-server could not start (is it installed?): ${String(error)}`)),
      );
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
  }

  /** SIGTERM, resolved once the process has exited. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
}

/** A port the OS chose (listened on and let go: redis-server then binds it, before and after its restart). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let dir = '';
let redis: RedisServer;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: Gateway;
let url = '';
let cookie = '';
let groupId = '';
let invoiceId = 0;
const watchers: LiveSubscription[] = [];

async function readiness(): Promise<{ status: number; body: { status: string; reason?: string } }> {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string } };
}

/** The gateway's open invoice-group subscriptions (its /metrics gauge; the test runs on loopback). */
async function openSubscriptions(): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = /^ah_gateway_subscriptions_open\{field="invoiceGroupChanged"\} (\d+)$/m.exec(text);
  return Number(line?.[1] ?? 0);
}

async function saveNote(note: string): Promise<void> {
  dataOf(
    await gql(
      url,
      SAVE_NOTE,
      { input: { invoiceGroupId: groupId, invoiceIds: [String(invoiceId)], note } },
      { cookie },
    ),
  );
}

async function signInStatus(): Promise<number> {
  return (await gql(url, WRONG_LOGIN)).status;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ah-redis-outage-'));
  redis = new RedisServer(await freePort(), dir);
  await redis.start();
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
  gateway = createGateway({
    logLevel: 'silent',
    shutdownDelayMs: 0,
    trustedDocuments: 'off',
    redisUrl: redis.url,
    invoicePollIntervalMs: POLL_MS,
    rateLimits: { signInPerAddress: SIGN_IN_LIMIT },
    services: { house: upstream.url, catalog: upstream.url, shipping: upstream.url, bidAdmin: upstream.url },
  });
  url = await gateway.start(0, '127.0.0.1');
  const res = await gql(
    url,
    'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
  );
  cookie =
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length) ?? '';
  if (!cookie) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
}, 120_000);

afterAll(async () => {
  for (const w of watchers) w.close();
  await gateway?.stop();
  await upstream?.close();
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Redis outage', () => {
  it('is ready with Redis, and a write reaches a watcher through it', async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
    watchers.push(await subscribe(url, INVOICE_GROUP_CHANGED, { g: groupId }, { cookie }));
    await expect.poll(() => openSubscriptions(), { timeout: 30_000 }).toBe(1);
    await saveNote('before the outage');
    await watchers[0]?.waitForEvents(1);
  });

  it('is not ready while Redis is unreachable; requests are still served, the sign-in limit still holds', async () => {
    await redis.stop();
    await expect
      .poll(() => readiness(), { timeout: 30_000 })
      .toEqual({ status: 503, body: { status: 'unavailable', reason: 'redis unreachable' } });
    // Counted in this process meanwhile: a window of its own, refused past the limit.
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) statuses.push(await signInStatus());
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('recovers by itself once Redis is back: ready, rate limits counted, live events flowing', async () => {
    await redis.start();
    await expect
      .poll(() => readiness(), { timeout: 30_000 })
      .toEqual({ status: 200, body: { status: 'ready' } });
    // A fresh Redis: the window starts over, and is counted again.
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) statuses.push(await signInStatus());
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The subscription open all along, and a new one, both get the next write.
    const late = await subscribe(url, INVOICE_GROUP_CHANGED, { g: groupId }, { cookie });
    watchers.push(late);
    await expect.poll(() => openSubscriptions(), { timeout: 30_000 }).toBe(2);
    await saveNote('after the outage');
    await watchers[0]?.waitForEvents(2);
    await late.waitForEvents(1);
    // A change made outside the gateway reaches both through the poll, whose lease was lost with Redis:
    // a field no write above touched, so a repeat of the note's event cannot stand in for it.
    await upstream.db
      .updateTable('invoices')
      .set((eb) => ({ pickup: eb.not('pickup') }))
      .where('id', '=', invoiceId)
      .execute();
    await watchers[0]?.waitForEvents(3);
    await late.waitForEvents(2);
    // Each change once: the notes before and after the outage, then the poll's.
    const changed = (fields: string[]) => ({ invoiceGroupChanged: { invoiceGroupId: groupId, fields } });
    expect(watchers[0]?.events.map((e) => e.payload.data)).toEqual([
      changed(['NOTE']),
      changed(['NOTE']),
      changed(['DELIVERY_MODE']),
    ]);
    expect(late.events.map((e) => e.payload.data)).toEqual([changed(['NOTE']), changed(['DELIVERY_MODE'])]);
    expect(watchers[0]?.closed).toBeNull();
  });
});
