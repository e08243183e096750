/**
 * The sizing figures of docs/OPERATIONS.md, measured on this machine:
 *   node --import tsx bench/fleet-sizing.ts [--seconds=15] [--connections=8] [--subscribers=1000]
 * One upstream (PGlite, small seed) and one gateway process, each from source. Throughput: autocannon
 * posts a typical screen query (the invoice group details page) as a signed-in user; the gateway's
 * own CPU time (from /proc) turns requests per second into requests per second per busy core.
 * Memory: the gateway's resident set before and after opening N graphql-ws subscriptions.
 * Run it on a quiet machine (under `flock /tmp/ah-heavy.lock` on a shared one).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startGatewayProcess } from '../packages/gateway/test/support/gatewayProcess.ts';
import { freePort } from '../test/fleet/support/localServers.ts';
import { READ_QUERY } from '../test/fleet/support/load.ts';
import { startUpstreamProcess } from '../test/fleet/support/upstreamProcess.ts';
import { watchGroup, type Watcher } from '../test/fleet/support/watcher.ts';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = option('seconds', 15);
const CONNECTIONS = option('connections', 8);
const SUBSCRIBERS = option('subscribers', 1000);
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds a process has used (user + system). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};
const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const until = async (check: () => Promise<boolean> | boolean, what: string, timeoutMs = 120_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'ah-sizing-'));
  const upstreamPort = await freePort();
  const upstream = await startUpstreamProcess({
    UPSTREAM_PORT: String(upstreamPort),
    DATA_DIR: folder,
    SEED_SIZE: 'small',
  });
  const gateway = await startGatewayProcess({
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
    NODE_ENV: 'production',
    // The measurement is one caller at full speed; rate limits would cut it short.
    RATE_LIMIT_SESSION: '0',
    RATE_LIMIT_ANONYMOUS: '0',
  });
  const watchers: Watcher[] = [];
  try {
    const login = await fetch(`${gateway.url}/graphql`, {
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
      .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length)!;
    const hub = (await (
      await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: '{ invoiceGroups(page: 1) { items { id } } }' }),
      })
    ).json()) as { data?: { invoiceGroups?: { items?: { id: string }[] } } };
    const groupId = hub.data?.invoiceGroups?.items?.[0]?.id;
    if (!groupId) throw new Error(`no invoice group: ${JSON.stringify(hub)}`);

    const body = JSON.stringify({ query: READ_QUERY, variables: { id: groupId } });
    const run = (duration: number) =>
      autocannon({
        url: `${gateway.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
        connections: CONNECTIONS,
        duration,
      });
    await run(3); // warm-up: JIT, connection pools, caches
    const cpuBefore = cpuSeconds(gateway.pid);
    const result = await run(SECONDS);
    const cpu = cpuSeconds(gateway.pid) - cpuBefore;
    const requests = result.requests.total;
    const failed = result.non2xx + result.errors;

    const rssBefore = rssMb(gateway.pid);
    for (let i = 0; i < SUBSCRIBERS; i++) watchers.push(watchGroup(gateway.url, cookie, groupId));
    const open = async () => {
      const text = await (await fetch(`${gateway.url}/metrics`)).text();
      return Number(/^ah_gateway_subscriptions_open\{field="invoiceGroupChanged"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    };
    await until(async () => (await open()) >= SUBSCRIBERS, `${SUBSCRIBERS} subscriptions open`);
    const rssAfter = rssMb(gateway.pid);

    console.info(
      [
        `screen query (invoice group details, a page of 50 invoices), ${CONNECTIONS} connections, ${SECONDS} s:`,
        `  ${Math.round(requests / SECONDS)} requests/s, ${failed} failed, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        `  gateway CPU ${cpu.toFixed(1)} s of ${SECONDS} s (${Math.round((100 * cpu) / SECONDS)} % of a core)`,
        `  => ${Math.round(requests / cpu)} requests/s per busy gateway core`,
        `${SUBSCRIBERS} invoice-group subscriptions on one gateway:`,
        `  RSS ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`,
        `  => ${(((rssAfter - rssBefore) * 1000) / SUBSCRIBERS).toFixed(0)} MB per 1,000 subscribers`,
      ].join('\n'),
    );
  } finally {
    for (const w of watchers) w.close();
    await gateway.kill();
    await upstream.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
