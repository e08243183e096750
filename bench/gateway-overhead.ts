/**
 * Gateway overhead benchmark (`npm run bench`). For the heaviest screen queries of the
 * web app on the large seed it runs autocannon against the gateway and, in the same run and in
 * alternating rounds, against a raw baseline (bench/support/baselineServer.ts) making the same
 * upstream calls: req/s, p50 and p99 of each, and the gateway/baseline ratios. Then it keeps the
 * gateway busy until it has answered 100,000 requests and compares its memory with its start.
 *
 *   node --conditions=source --import tsx bench/gateway-overhead.ts [--quick] [--cpu-prof]
 *
 * Processes: the real upstream (PGlite, large seed) and a recording proxy in front of it run here
 * with autocannon; the gateway and the baseline are forked processes of their own. Both call the
 * proxy, which answers repeated GETs from memory (see replayUpstream.ts).
 * Results: bench/results/gateway-overhead.{json,md}; with --cpu-prof, the gateway's CPU profile and
 * its top frames (bench/results/profiles/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { firstDifference, withoutUserLookup } from './support/answerCheck.ts';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { GATEWAY_NODE_FLAGS as PRODUCT_NODE_FLAGS } from '../packages/gateway/src/nodeFlags.ts';
import { startUpstream } from '../packages/upstream/src/testing.ts';
import { forkBenchProcess, loadTestGatewayEnv, type BenchProcess } from './support/ipc.ts';
import { summariseProfiles } from './support/profileSummary.ts';
import { startReplayUpstream } from './support/replayUpstream.ts';
import { addSessionWithLots } from './support/seedSizes.ts';
import { screenQueries, type ScreenQuery } from './support/screens.ts';
import { renderTable, type QueryResult, type TargetFigures } from './support/report.ts';

const argv = process.argv.slice(2);
const args = new Set(argv);
/** `--only=InvoiceEditor,InvoiceGroupDetails`: just those operations (for profiling one screen). */
const ONLY =
  argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? null;
const QUICK = args.has('--quick');
/** `--gateway-node-flag=--max-semi-space-size=64` (repeatable): extra Node flags for the gateway process. */
const nodeFlags = (option: string) =>
  argv.filter((a) => a.startsWith(`${option}=`)).map((a) => a.slice(option.length + 1));
/**
 * The gateway starts with the product's own Node flags (packages/gateway/src/nodeFlags.ts), as
 * `npm start` and the Docker image start it; `--product-node-flags=off` leaves them out.
 */
const GATEWAY_NODE_FLAGS = [
  ...(args.has('--product-node-flags=off') ? [] : PRODUCT_NODE_FLAGS),
  ...nodeFlags('--gateway-node-flag'),
];
/** `--baseline-node-flag=…` (repeatable): the same for the raw baseline's process. */
const BASELINE_NODE_FLAGS = nodeFlags('--baseline-node-flag');
/** `--gateway-env=MALLOC_ARENA_MAX=2` (repeatable): extra environment of the gateway process. */
const GATEWAY_ENV = Object.fromEntries(
  nodeFlags('--gateway-env').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
const CPU_PROF = args.has('--cpu-prof');
const ROUNDS = Number(
  argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? (QUICK ? 2 : 3),
);
const SECONDS = QUICK ? 3 : 10;
const WARMUP_SECONDS = QUICK ? 1 : 3;
const CONNECTIONS = 8;
/** Requests the gateway answers before its memory is compared with its start (`--soak=N`). */
const SOAK_REQUESTS = Number(
  argv.find((a) => a.startsWith('--soak='))?.slice('--soak='.length) ?? (QUICK ? 10_000 : 100_000),
);

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const profileDir = `${resultsDir}profiles`;

async function postJson(url: string, body: unknown, cookie?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

async function login(gatewayUrl: string): Promise<string> {
  const { res } = await postJson(`${gatewayUrl}/graphql`, {
    query:
      'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/** The invoice group with the most invoices (the large seed has one of 500+). */
async function largestGroup(gatewayUrl: string, cookie: string): Promise<{ id: string; count: number }> {
  let best = { id: '', count: 0 };
  for (let page = 1; ; page++) {
    const { body } = await postJson(
      `${gatewayUrl}/graphql`,
      {
        query: 'query($p: Int) { invoiceGroups(page: $p) { items { id } pageInfo { totalPages } } }',
        variables: { p: page },
      },
      cookie,
    );
    const groups = body.data?.['invoiceGroups'] as {
      items: { id: string }[];
      pageInfo: { totalPages: number };
    };
    for (const { id } of groups.items) {
      const { body: totals } = await postJson(
        `${gatewayUrl}/graphql`,
        {
          query: 'query($id: ID!) { invoiceGroupDetails(invoiceGroupId: $id) { totals { invoiceCount } } }',
          variables: { id },
        },
        cookie,
      );
      const count =
        (totals.data?.['invoiceGroupDetails'] as { totals: { invoiceCount: number } } | null)?.totals
          .invoiceCount ?? 0;
      if (count > best.count) best = { id, count };
    }
    if (page >= groups.pageInfo.totalPages) return best;
  }
}

/**
 * The other screens' subjects: the demo house's timed sale (bulk bidding, `TB` + the house's ref:
 * bulkBiddingSeed.ts) and the sessions of the largest group's sale (session results).
 */
async function screenSubjects(
  gatewayUrl: string,
  cookie: string,
  largestGroupId: string,
  reviewCatalogId: string,
) {
  const { body } = await postJson(
    `${gatewayUrl}/graphql`,
    {
      query:
        'query($id: ID!) { viewer { house { id } } invoiceGroupDetails(invoiceGroupId: $id) { sessions { session { ref } } } }',
      variables: { id: largestGroupId },
    },
    cookie,
  );
  const data = body.data as {
    viewer: { house: { id: string } };
    invoiceGroupDetails: { sessions: { session: { ref: string } }[] };
  };
  return {
    largestGroupId,
    bulkCatalogRef: `TB${data.viewer.house.id}`,
    resultsCatalogRefs: data.invoiceGroupDetails.sessions.map((s) => s.session.ref),
    reviewCatalogId,
  };
}

function requestBody(screen: ScreenQuery): string {
  return JSON.stringify({
    operationName: screen.operationName,
    query: screen.query,
    variables: screen.variables,
  });
}

/** An autocannon run, and the CPU time the target spent per request during it. */
interface Run {
  result: autocannon.Result;
  cpuMsPerRequest: number;
}

async function cannon(
  target: BenchProcess,
  cookie: string,
  screen: ScreenQuery,
  limit: { seconds: number } | { amount: number },
): Promise<Run> {
  const url = target.url;
  const cpuBefore = await target.cpu();
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: requestBody(screen),
    connections: CONNECTIONS,
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
  });
  if (url === gateway?.url) gatewayRequests += result.requests.total;
  const cpuAfter = await target.cpu();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${screen.name} at ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { result, cpuMsPerRequest: (cpuAfter.cpuMs - cpuBefore.cpuMs) / Math.max(1, result.requests.total) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function figuresOf(runs: Run[]): TargetFigures {
  const requests = runs.reduce((n, r) => n + r.result.requests.total, 0);
  const seconds = runs.reduce((n, r) => n + r.result.duration, 0);
  const cpuMs = runs.reduce((n, r) => n + r.cpuMsPerRequest * r.result.requests.total, 0);
  return {
    reqPerSec: Math.round((requests / seconds) * 10) / 10,
    p50Ms: median(runs.map((r) => r.result.latency.p50)),
    p99Ms: median(runs.map((r) => r.result.latency.p99)),
    requests,
    cpuMsPerRequest: Math.round((cpuMs / Math.max(1, requests)) * 1000) / 1000,
  };
}

const upstream = await startUpstream({ seed: 'large' });
const replay = await startReplayUpstream(upstream.url);
let gateway: BenchProcess | null = null;
/** Requests the gateway has answered under load (warm-ups, rounds and soak). */
let gatewayRequests = 0;
let baseline: BenchProcess | null = null;
try {
  if (CPU_PROF) mkdirSync(profileDir, { recursive: true });
  gateway = await forkBenchProcess(
    './gatewayServer.ts',
    {
      ...loadTestGatewayEnv(replay.url),
      // The benchmark posts its own query texts with a session cookie (no web build needed).
      TRUSTED_DOCUMENTS: 'off',
      ...GATEWAY_ENV,
    },
    [...GATEWAY_NODE_FLAGS, ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  );
  baseline = await forkBenchProcess('./baselineServer.ts', { UPSTREAM_URL: replay.url }, BASELINE_NODE_FLAGS);
  const memoryAtStart = await gateway.memory();
  const cookie = await login(gateway.url);
  const group = await largestGroup(gateway.url, cookie);
  if (group.count < 500) throw new Error(`the largest invoice group has only ${group.count} invoices`);
  const reviewCatalogId = (await addSessionWithLots(upstream.db, 5_000, 'REVIEW')).id;
  const screens = screenQueries(await screenSubjects(gateway.url, cookie, group.id, reviewCatalogId)).filter(
    (s) => !ONLY || ONLY.includes(s.operationName),
  );

  // The gateway's answer and its upstream calls per screen; then the baseline's, which must be the
  // same JSON (deep-equal) from the same upstream calls. The user lookup is left out of both counts:
  // the baseline makes it on every request, the gateway caches it per session for 2 s.
  const upstreamCalls = new Map<string, Map<string, number>>();
  const expected = new Map<string, Record<string, unknown>>();
  for (const screen of screens) {
    replay.calls.clear();
    const { body } = await postJson(`${gateway.url}/graphql`, JSON.parse(requestBody(screen)), cookie);
    if (body.errors || !body.data) throw new Error(`${screen.name}: ${JSON.stringify(body.errors)}`);
    upstreamCalls.set(screen.name, withoutUserLookup(replay.calls));
    expected.set(screen.name, body.data);
  }
  for (const screen of screens) {
    replay.calls.clear();
    const { res, body } = await postJson(`${baseline.url}/graphql`, JSON.parse(requestBody(screen)), cookie);
    if (res.status !== 200)
      throw new Error(`${screen.name}: the baseline answered ${res.status} ${JSON.stringify(body)}`);
    const calls = withoutUserLookup(replay.calls);
    if (!isDeepStrictEqual(calls, upstreamCalls.get(screen.name)))
      throw new Error(
        `${screen.name}: the baseline's upstream calls ${JSON.stringify([...calls])} differ from the gateway's ${JSON.stringify([...(upstreamCalls.get(screen.name) ?? [])])}`,
      );
    if (!isDeepStrictEqual(body.data, expected.get(screen.name)))
      throw new Error(
        `${screen.name}: the baseline's JSON differs from the gateway's data:\n${firstDifference(body.data, expected.get(screen.name))}`,
      );
  }

  const targets = { gateway, baseline };
  const runs = new Map<string, { gateway: Run[]; baseline: Run[] }>();
  for (const screen of screens) {
    runs.set(screen.name, { gateway: [], baseline: [] });
    for (const target of [gateway, baseline])
      await cannon(target, cookie, screen, { seconds: WARMUP_SECONDS });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const screen of screens) {
      // Alternate who goes first, so drift on a shared machine hits both alike.
      const order = round % 2 === 0 ? (['gateway', 'baseline'] as const) : (['baseline', 'gateway'] as const);
      for (const name of order) {
        const run = await cannon(targets[name], cookie, screen, { seconds: SECONDS });
        runs.get(screen.name)?.[name].push(run);
        const { result } = run;
        console.info(
          `round ${round + 1} ${screen.name.padEnd(34)} ${name.padEnd(8)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  CPU ${run.cpuMsPerRequest.toFixed(3)} ms/req`,
        );
      }
    }
  }

  const rows: QueryResult[] = screens.map((screen) => {
    const r = runs.get(screen.name) ?? { gateway: [], baseline: [] };
    const g = figuresOf(r.gateway);
    const b = figuresOf(r.baseline);
    return {
      query: screen.name,
      operationName: screen.operationName,
      upstreamCallsPerRequest: [...(upstreamCalls.get(screen.name)?.values() ?? [])].reduce(
        (a, b) => a + b,
        0,
      ),
      responseBytes: JSON.stringify({ data: expected.get(screen.name) }).length,
      gateway: g,
      baseline: b,
      throughputRatio: Math.round((g.reqPerSec / b.reqPerSec) * 100) / 100,
      p99Ratio: Math.round((g.p99Ms / Math.max(b.p99Ms, 1)) * 100) / 100,
      cpuRatio: Math.round((g.cpuMsPerRequest / Math.max(b.cpuMsPerRequest, 0.001)) * 100) / 100,
    };
  });

  // The throughput table is kept even if the soak below is interrupted.
  mkdirSync(resultsDir, { recursive: true });
  const suffix = QUICK ? '-quick' : '';
  writeFileSync(`${resultsDir}gateway-overhead${suffix}.rounds.json`, `${JSON.stringify(rows, null, 2)}\n`);

  // Memory: keep the gateway busy with every screen in turn (light ones more often, as in use)
  // until it has answered SOAK_REQUESTS in all.
  let answered = gatewayRequests;
  const soakStarted = performance.now();
  while (answered < SOAK_REQUESTS) {
    for (const screen of screens) {
      const amount = Math.min(screen.soakPerCycle, Math.max(CONNECTIONS, SOAK_REQUESTS - answered));
      await cannon(gateway, cookie, screen, { amount });
      answered = gatewayRequests;
      if (answered >= SOAK_REQUESTS) break;
    }
  }
  const memoryAfter = await gateway.memory();
  const memory = {
    requests: answered,
    soakSeconds: Math.round((performance.now() - soakStarted) / 1000),
    start: memoryAtStart,
    after: memoryAfter,
  };

  const report = {
    at: new Date().toISOString(),
    node: process.version,
    quick: QUICK,
    settings: {
      rounds: ROUNDS,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      largestGroup: group,
      gatewayNodeFlags: GATEWAY_NODE_FLAGS,
      baselineNodeFlags: BASELINE_NODE_FLAGS,
    },
    // Issue 23's goals: throughput ≥ 0.9×, p99 ≤ 1.25×, CPU per request ≤ 1.1× the baseline's.
    targets: { throughputRatioAtLeast: 0.9, p99RatioAtMost: 1.25, cpuRatioAtMost: 1.1 },
    rows,
    memory,
  };
  const table = renderTable(report);
  console.info(`\n${table}`);
  writeFileSync(`${resultsDir}gateway-overhead${suffix}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${resultsDir}gateway-overhead${suffix}.md`, `${table}\n`);
} finally {
  await gateway?.stop();
  await baseline?.stop();
  await replay.close();
  await upstream.close();
}
if (CPU_PROF) console.info(`\n${summariseProfiles(profileDir)}`);
