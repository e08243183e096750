/**
 * Telemetry overhead (`npm run bench -- telemetry-overhead [--quick]`): the same gateway twice,
 * tracing off (the default: metrics only) and tracing on (OTLP/HTTP to a local collector stand-in
 * that counts the spans and discards them), under the same load in alternating rounds of one run:
 * req/s, p50/p99, CPU per request, and the on/off ratios.
 *
 * Processes: the real upstream (PGlite, small seed) and a recording proxy answering repeated GETs
 * from memory (replayUpstream.ts) run here with autocannon; each gateway is a forked process.
 * Results: bench/results/telemetry-overhead[-quick].{json,md}.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startUpstream } from '../packages/upstream/src/testing.ts';
import { forkBenchProcess, loadTestGatewayEnv, type BenchProcess } from './support/ipc.ts';
import { startReplayUpstream } from './support/replayUpstream.ts';
import { screenQueries } from './support/screens.ts';

const QUICK = process.argv.includes('--quick');
const ROUNDS = Number(
  process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? (QUICK ? 2 : 4),
);
const SECONDS = QUICK ? 3 : 10;
const CONNECTIONS = 8;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

/** An OTLP/HTTP collector stand-in: accepts every export, counts the bytes. */
async function startSpanSink(): Promise<{
  url: string;
  exports: number;
  bytes: number;
  close(): Promise<void>;
}> {
  const sink = {
    url: '',
    exports: 0,
    bytes: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (sink.bytes += chunk.length));
    req.on('end', () => {
      sink.exports += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sink;
}

async function post(url: string, body: unknown, cookie?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

async function login(url: string): Promise<string> {
  const { res } = await post(url, {
    query:
      'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

interface Figures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
}

async function run(
  target: BenchProcess,
  cookie: string,
  body: string,
): Promise<Figures & { requests: number }> {
  const before = await target.cpu();
  const result = await autocannon({
    url: `${target.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const after = await target.cpu();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: (after.cpuMs - before.cpuMs) / Math.max(1, result.requests.total),
    requests: result.requests.total,
  };
}

/** Medians: on a shared machine one disturbed run should not move the figure. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

const upstream = await startUpstream({ seed: 'small' });
const replay = await startReplayUpstream(upstream.url);
const sink = await startSpanSink();
const env = loadTestGatewayEnv(replay.url);
let off: BenchProcess | null = null;
let on: BenchProcess | null = null;
try {
  off = await forkBenchProcess('./gatewayServer.ts', { ...env, OTEL_TRACES_EXPORTER: 'none' });
  on = await forkBenchProcess('./gatewayServer.ts', {
    ...env,
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
  });
  const cookie = await login(off.url);
  const groups = await post(off.url, { query: '{ invoiceGroups { items { id } } }' }, cookie);
  const groupId = (groups.body.data?.['invoiceGroups'] as { items: { id: string }[] }).items[0]?.id;
  if (!groupId) throw new Error('no invoice group in the small seed');
  // The light hub query (1 upstream call) and the heavier group details (3 calls, a larger answer).
  const screens = screenQueries({
    largestGroupId: groupId,
    bulkCatalogRef: '',
    resultsCatalogRefs: [],
    reviewCatalogId: '',
  }).filter((s) => ['ExistingInvoicesTab', 'InvoiceGroupDetails'].includes(s.operationName));
  const targets = { off, on };
  const rows = [];
  for (const screen of screens) {
    const body = JSON.stringify({
      operationName: screen.operationName,
      query: screen.query,
      variables: screen.variables,
    });
    for (const target of [off, on]) {
      const { body: answer } = await post(target.url, JSON.parse(body), cookie);
      if (answer.errors) throw new Error(`${screen.name}: ${JSON.stringify(answer.errors)}`);
    }
    // Warm-up (JIT, pools, caches), not counted.
    for (const target of [off, on]) await run(target, cookie, body);
    const runs: Record<'off' | 'on', Figures[]> = { off: [], on: [] };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      for (const name of order) {
        const figures = await run(targets[name], cookie, body);
        runs[name].push(figures);
        console.info(
          `round ${r + 1} ${screen.name.padEnd(30)} tracing ${name.padEnd(3)} ${Math.round(figures.reqPerSec)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  CPU ${figures.cpuMsPerRequest.toFixed(3)} ms/req`,
        );
      }
    }
    const summary = (list: Figures[]): Figures => ({
      reqPerSec: round(median(list.map((f) => f.reqPerSec)), 1),
      p50Ms: round(median(list.map((f) => f.p50Ms)), 1),
      p99Ms: round(median(list.map((f) => f.p99Ms)), 1),
      cpuMsPerRequest: round(median(list.map((f) => f.cpuMsPerRequest)), 3),
    });
    const o = summary(runs.off);
    const n = summary(runs.on);
    rows.push({
      query: screen.name,
      off: o,
      on: n,
      throughputRatio: round(n.reqPerSec / o.reqPerSec),
      p99Ratio: round(n.p99Ms / Math.max(1, o.p99Ms)),
      cpuRatio: round(n.cpuMsPerRequest / o.cpuMsPerRequest),
    });
  }
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    quick: QUICK,
    settings: { rounds: ROUNDS, secondsPerRun: SECONDS, connections: CONNECTIONS, seed: 'small' },
    spansExported: { exports: sink.exports, bytes: sink.bytes },
    rows,
  };
  const table = [
    `Tracing on (OTLP/HTTP, batched) vs off — ${report.at}, Node ${report.node}; medians of ${ROUNDS} alternating rounds × ${SECONDS} s, ${CONNECTIONS} connections; ${sink.exports} exports received.`,
    '',
    '| Query | Off req/s | On req/s | Ratio | Off p50 / p99 ms | On p50 / p99 ms | p99 ratio | CPU ms/req off / on | CPU ratio |',
    '| ----- | --------: | -------: | ----: | ---------------: | --------------: | --------: | ------------------: | --------: |',
    ...rows.map(
      (r) =>
        `| ${r.query} | ${r.off.reqPerSec} | ${r.on.reqPerSec} | ${r.throughputRatio} | ${r.off.p50Ms} / ${r.off.p99Ms} | ${r.on.p50Ms} / ${r.on.p99Ms} | ${r.p99Ratio} | ${r.off.cpuMsPerRequest} / ${r.on.cpuMsPerRequest} | ${r.cpuRatio} |`,
    ),
  ].join('\n');
  console.info(`\n${table}`);
  mkdirSync(resultsDir, { recursive: true });
  const suffix = QUICK ? '-quick' : '';
  writeFileSync(`${resultsDir}telemetry-overhead${suffix}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${resultsDir}telemetry-overhead${suffix}.md`, `${table}\n`);
} finally {
  await off?.stop();
  await on?.stop();
  await sink.close();
  await replay.close();
  await upstream.close();
}
