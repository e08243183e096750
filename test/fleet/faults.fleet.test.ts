import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startGatewayProcess,
  type GatewayProcess,
} from '../../packages/gateway/test/support/gatewayProcess.ts';
import { openDatabase, type Database } from '../../packages/upstream/src/db/openDatabase.ts';
import { findPostgresBinDir } from '../../scripts/preflight.mjs';
import {
  autoChargesPerInvoice,
  lostWrites,
  makeDue,
  readDemoInvoices,
  stillDue,
} from './support/demoInvoices.ts';
import { formatFaultTable, tally, type FaultRecord } from './support/faultTable.ts';
import { startHaproxy, type LocalHaproxy } from './support/haproxy.ts';
import { postGraphql, READ_QUERY, startLoad } from './support/load.ts';
import {
  freePort,
  startPostgres,
  startRedis,
  type LocalPostgres,
  type LocalRedis,
} from './support/localServers.ts';
import { startUpstreamProcess, type UpstreamProcess } from './support/upstreamProcess.ts';
import { watchGroup, type Watcher } from './support/watcher.ts';

/**
 * The fleet of docker-compose.yml as processes on 127.0.0.1: a PostgreSQL and a Redis of the test's
 * own, two upstreams on that one database, three gateways on that Redis, and HAProxy running
 * deploy/haproxy.cfg in front of both tiers (the gateways reach the upstreams through its internal
 * frontend). Under a steady load of reads, note writes and invoice-group subscriptions, one fault at
 * a time: a gateway killed, an upstream killed, Redis restarted, PostgreSQL restarted; each followed
 * by waiting until the fleet is whole again (every replica ready, a read answered).
 */
const GATEWAYS = 3;
const UPSTREAMS = 2;
const WATCHERS = 6;
/** Auto-charge runs every 250 ms in each upstream, so runs meet and overlap the faults. */
const AUTO_CHARGE_INTERVAL_MS = 250;
/**
 * The stated bounds. At most this share of the requests started during a fault fail, where the
 * fleet has another replica of what failed (a gateway, an upstream) or can do without it (Redis);
 * PostgreSQL has no replica, so there any request started while it is down may fail. After every
 * fault, none started once the broken part is back may fail (no broken pooled connection, no
 * circuit left open), and every watcher receives a change made after recovery within
 * WATCHER_BOUND_MS.
 */
const MAX_ERROR_RATE = 0.05;
const WATCHER_BOUND_MS = 10_000;
const RECOVERY_TIMEOUT_MS = 60_000;
const SECRET = 'fleet-test-secret-shared-by-every-replica';

const pgBinDir = findPostgresBinDir();

describe('a fleet of 2 upstreams and 3 gateways behind HAProxy, one fault at a time', () => {
  let folder = '';
  let pg: LocalPostgres | undefined;
  let redis: LocalRedis | undefined;
  let haproxy: LocalHaproxy | undefined;
  let db: Database | undefined;
  const upstreams: Array<UpstreamProcess | undefined> = [];
  const gateways: Array<GatewayProcess | undefined> = [];
  const watchers: Watcher[] = [];
  let stopLoad: (() => Promise<void>) | undefined;
  let upstreamPorts: number[] = [];
  let gatewayPorts: number[] = [];
  let upstreamEnv: (port: number) => Record<string, string>;
  let gatewayEnv: (port: number) => Record<string, string>;

  beforeAll(async () => {
    if (!pgBinDir) throw new Error('no PostgreSQL binaries (scripts/preflight.mjs skips this file then)');
    folder = mkdtempSync(join(tmpdir(), 'ah-fleet-'));
    const ports = await Promise.all(Array.from({ length: 5 + UPSTREAMS + GATEWAYS }, () => freePort()));
    const [pgPort, redisPort, web, upstreamInternal, stats] = ports as [
      number,
      number,
      number,
      number,
      number,
    ];
    upstreamPorts = ports.slice(5, 5 + UPSTREAMS);
    gatewayPorts = ports.slice(5 + UPSTREAMS);
    pg = startPostgres(pgBinDir, join(folder, 'pg'), pgPort);
    redis = await startRedis(folder, redisPort);
    const pgUrl = pg.url;
    const redisUrl = redis.url;
    // What docker-compose.yml gives each replica: one database, one images folder, the same secrets.
    upstreamEnv = (port) => ({
      UPSTREAM_PORT: String(port),
      DATABASE_URL: pgUrl,
      DATA_DIR: join(folder, 'upstream-data'),
      SEED_SIZE: 'small',
      AUTO_CHARGE_INTERVAL_MS: String(AUTO_CHARGE_INTERVAL_MS),
      PASSWORD_RESET_SECRET: SECRET,
      IMAGE_SIGNING_SECRET: SECRET,
      BROADCAST_TOKEN_SECRET: SECRET,
    });
    gatewayEnv = (port) => ({
      PORT: String(port),
      UPSTREAM_URL: `http://127.0.0.1:${upstreamInternal}`,
      REDIS_URL: redisUrl,
      TRUSTED_PROXIES: '1',
    });
    // The first upstream migrates and seeds; the rest of the fleet starts together.
    upstreams[0] = await startUpstreamProcess(upstreamEnv(upstreamPorts[0]!));
    const [haproxyStarted, ...rest] = await Promise.all([
      startHaproxy(folder, {
        web,
        upstreamInternal,
        stats,
        servers: { gateway: gatewayPorts, upstream: upstreamPorts },
      }),
      ...upstreamPorts.slice(1).map((port) => startUpstreamProcess(upstreamEnv(port))),
    ]);
    haproxy = haproxyStarted;
    upstreams.push(...(rest as UpstreamProcess[]));
    gateways.push(...(await Promise.all(gatewayPorts.map((port) => startGatewayProcess(gatewayEnv(port))))));
    db = await openDatabase({ databaseUrl: pgUrl, maxConnections: 2 });
  }, 180_000);

  afterAll(async () => {
    await stopLoad?.().catch(() => undefined);
    for (const w of watchers) w.close();
    await Promise.allSettled([
      ...gateways.map((g) => g?.kill()),
      ...upstreams.map((u) => u?.kill()),
      haproxy?.stop(),
    ]);
    await Promise.allSettled([db?.close(), redis?.stop()]);
    try {
      pg?.stop();
    } finally {
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  /** Every replica marked UP by HAProxy and every gateway ready when asked directly. */
  async function everyReplicaUp(): Promise<void> {
    const status = await haproxy!.serverStatus();
    const expected = (prefix: string, n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i + 1}`, 'UP']));
    expect(status['gateways']).toEqual(expected('gateway', GATEWAYS));
    expect(status['upstreams']).toEqual(expected('upstream', UPSTREAMS));
    for (const port of gatewayPorts)
      expect(
        (await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) })).status,
      ).toBe(200);
  }

  /** The fleet is whole again: every replica up, and a read through the load balancer answered. */
  async function fleetWhole(cookie: string, groupId: string, fault: string): Promise<void> {
    await vi
      .waitFor(
        async () => {
          await everyReplicaUp();
          expect(await postGraphql(haproxy!.url, cookie, READ_QUERY, { id: groupId })).toEqual({ ok: true });
        },
        { timeout: RECOVERY_TIMEOUT_MS, interval: 100 },
      )
      .catch(async (error: unknown) => {
        // What each part said, for the failure's message.
        const readyz = await Promise.all(
          gatewayPorts.map(async (port) => {
            const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch((e: unknown) => String(e));
            return typeof res === 'string' ? res : `${res.status} ${await res.text()}`;
          }),
        );
        throw new Error(
          `not whole again after "${fault}": ${String(error)}\nHAProxy: ${JSON.stringify(await haproxy!.serverStatus())}\n` +
            `gateways' /readyz: ${readyz.join(' | ')}\n` +
            upstreams.map((u, i) => `upstream ${i + 1}:\n${u?.output().slice(-3_000)}`).join('\n'),
        );
      });
  }

  async function serverDown(backend: string, server: string): Promise<void> {
    await vi.waitFor(
      async () => expect((await haproxy!.serverStatus())[backend]?.[server]).toMatch(/^DOWN/),
      { timeout: RECOVERY_TIMEOUT_MS, interval: 50 },
    );
  }

  it('loses no acknowledged write, charges no invoice twice, and keeps watchers and most requests served', async () => {
    const lb = haproxy!.url;
    await vi.waitFor(everyReplicaUp, { timeout: RECOVERY_TIMEOUT_MS, interval: 100 });
    const login = await fetch(`${lb}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
      }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
    if (!cookie) throw new Error(`login failed: ${await login.text()}`);

    const { chargeable, groupId, markerId, lanes, timeZone } = await readDemoInvoices(db!);
    expect(chargeable.length).toBeGreaterThan(0);

    for (let i = 0; i < WATCHERS; i++) watchers.push(watchGroup(lb, cookie, groupId));
    await vi.waitFor(() => expect(watchers.every((w) => w.subscribed)).toBe(true), { timeout: 30_000 });

    const load = startLoad({
      url: lb,
      cookie,
      groupId,
      lanes,
      readers: 2,
      writers: 2,
      pauseMs: 100,
      requestTimeoutMs: 10_000,
    });
    stopLoad = load.stop;

    /** Marker notes until every watcher has a change made after `from`; the slowest watcher's wait. */
    const watchersGetNextChange = async (): Promise<number> => {
      const from = Date.now();
      const firstAfter = (w: Watcher) =>
        w.changes.find((c) => c.at >= from && c.invoiceIds.includes(markerId));
      for (let round = 1; !watchers.every(firstAfter); round++) {
        if (Date.now() - from > WATCHER_BOUND_MS)
          throw new Error(
            `watchers without a change ${WATCHER_BOUND_MS} ms after recovery: ${watchers.filter((w) => !firstAfter(w)).length}`,
          );
        await postGraphql(
          lb,
          cookie,
          'mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }',
          {
            input: {
              invoiceGroupId: groupId,
              invoiceIds: [markerId],
              note: `marker ${from}:${round}`,
            },
          },
        );
        await vi
          .waitFor(() => expect(watchers.every(firstAfter)).toBe(true), { timeout: 1_000, interval: 20 })
          .catch(() => undefined);
      }
      return Math.max(...watchers.map((w) => firstAfter(w)!.at - from));
    };

    /** `inject` resolves once what it broke is back (started again). */
    const faults: Array<{ fault: string; inject: () => Promise<void>; sharesNoReplica?: boolean }> = [
      {
        fault: 'gateway 2 of 3 killed (SIGKILL), then started again',
        inject: async () => {
          await gateways[1]!.kill();
          await serverDown('gateways', 'gateway2');
          gateways[1] = await startGatewayProcess(gatewayEnv(gatewayPorts[1]!));
        },
      },
      {
        fault: 'upstream 2 of 2 killed (SIGKILL), then started again',
        inject: async () => {
          await upstreams[1]!.kill();
          await serverDown('upstreams', 'upstream2');
          upstreams[1] = await startUpstreamProcess(upstreamEnv(upstreamPorts[1]!));
        },
      },
      {
        fault: 'Redis stopped until every gateway reports it unready, then started (its data gone)',
        inject: async () => {
          await redis!.stop();
          await vi.waitFor(
            async () => {
              for (const port of gatewayPorts)
                expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
            },
            { timeout: RECOVERY_TIMEOUT_MS, interval: 50 },
          );
          await redis!.start();
        },
      },
      {
        fault: 'PostgreSQL restarted (immediate: a crash, then WAL recovery)',
        inject: () => pg!.restart(),
        sharesNoReplica: true,
      },
    ];

    // Before the first fault: the load runs without errors and every watcher hears a change.
    const baselineFrom = Date.now();
    await vi.waitFor(() => expect(load.answers.length).toBeGreaterThanOrEqual(30), { timeout: 60_000 });
    const baselineWatchers = await watchersGetNextChange();
    const baseline = tally(load.answers, baselineFrom, Date.now());
    expect(baseline.reasons).toEqual([]);

    const records: FaultRecord[] = [];
    const bounds: Array<{ fault: string; maxErrorRate: number; errorsAfterBack: number }> = [];
    const batches = faults.map((_, i) => chargeable.filter((_, j) => j % faults.length === i));
    for (const [i, { fault, inject, sharesNoReplica }] of faults.entries()) {
      await makeDue(db!, batches[i]!, timeZone);
      const startedAt = Date.now();
      await inject();
      const backAt = Date.now();
      await fleetWhole(cookie, groupId, fault);
      const recoveredAt = Date.now();
      const seen = tally(load.answers, startedAt, recoveredAt);
      const afterBack = tally(load.answers, backAt, recoveredAt);
      bounds.push({
        fault,
        maxErrorRate: sharesNoReplica ? 1 : MAX_ERROR_RATE,
        errorsAfterBack: afterBack.errors,
      });
      const writesLost = await lostWrites(db!, lanes, load.writes);
      const watcherMs = await watchersGetNextChange();
      records.push({
        fault,
        startedAt,
        recoveredAt,
        requests: seen.requests,
        errors: seen.errors,
        writesLost,
        watcherMs,
      });
      if (seen.reasons.length > 0) console.info(`[fleet] ${fault}: ${seen.reasons.join(', ')}`);
    }
    await load.stop();
    stopLoad = undefined;

    const due = batches.flat();
    const writes = load.writes.filter((w) => w.ok).length;
    console.info(
      `[fleet] baseline: ${baseline.requests} requests, 0 errors, watchers ${baselineWatchers} ms; ` +
        `${load.answers.length} requests in all (${load.writes.length} writes, ${writes} acknowledged)\n` +
        formatFaultTable(records),
    );
    // Every due invoice is charged in the end, once, whatever the faults did to the runs under way.
    await vi
      .waitFor(async () => expect(await stillDue(db!, due)).toEqual([]), { timeout: 30_000, interval: 100 })
      .catch((error: unknown) => {
        throw new Error(
          `${String(error)}\n${upstreams.map((u, i) => `upstream ${i + 1}:\n${u?.output().slice(-4_000)}`).join('\n')}`,
        );
      });
    const chargesPerInvoice = await autoChargesPerInvoice(db!, due);
    console.info(
      `[fleet] ${due.length} invoices fell due during the faults; auto-charges per invoice: ${[...new Set(chargesPerInvoice.values())].join(', ')}`,
    );
    // No process died that the test did not kill (an upstream crashing on a PostgreSQL restart would).
    expect(upstreams.map((u) => u?.running())).toEqual(upstreams.map(() => true));
    expect(gateways.map((g) => g?.child.exitCode ?? g?.child.signalCode ?? null)).toEqual(
      gateways.map(() => null),
    );
    expect(await lostWrites(db!, lanes, load.writes)).toBe(0);
    for (const [i, r] of records.entries()) {
      expect(r.writesLost, r.fault).toBe(0);
      expect(r.errors / Math.max(1, r.requests), r.fault).toBeLessThanOrEqual(bounds[i]!.maxErrorRate);
      expect(bounds[i]!.errorsAfterBack, `${r.fault}: errors once it was back`).toBe(0);
      expect(r.watcherMs, r.fault).toBeLessThanOrEqual(WATCHER_BOUND_MS);
    }
    expect(due.map((id) => [id, chargesPerInvoice.get(id) ?? 0])).toEqual(due.map((id) => [id, 1]));
  }, 300_000);
});
