/**
 * Cost as data grows (`npm run bench -- cost-growth [--sizes=50,500,5000,50000] [--seconds=4]`): the
 * gateway's CPU time per request of each heavy screen at 50, 500, 5,000 and 50,000 invoices or lots,
 * beside the raw baseline's (bench/support/baselineServer.ts) for the same screen and size, the
 * upstream's CPU time per request, and the size of the answer to the browser.
 *
 * Same stack as the gateway-overhead benchmark: the real upstream (PGlite, large seed), the recording
 * proxy in front of it (repeated GETs and read-only POSTs answered from memory, so the upstream's own
 * time stays out), the gateway and the baseline as processes of their own, autocannon. Every size is
 * real rows, added to the upstream's database before it is measured (bench/support/seedSizes.ts):
 *
 * - **Lots**: a copy of one of the demo house's sessions with N lots, read by the Review & Publish
 *   item table (a page of 200); and a copy of its timed sale with N lots, read by the bulk-bidding
 *   page (its first page of 50 lots).
 * - **Invoices**: a new invoice group of N invoices, whole copies of the seed's largest group's
 *   invoices round after round (their charges, payment state and lines, each line on its own copy of
 *   its lot; growInvoiceGroupTo of packages/upstream/src/testing.ts), read by group details (a page of
 *   200) and create/edit invoices (a page of 20) through the same calls as any group: the service's
 *   invoicePage extension and groupDetailInfoByInvoice of the page's invoices.
 *
 * Before loading a screen at a size, the baseline's answer must be the gateway's (same JSON from the
 * same upstream calls, support/answerCheck.ts). The upstream's CPU per request is read apart: the
 * upstream runs as a process of its own (support/upstreamServer.ts) and a second gateway calls it
 * directly (no proxy), under the same load.
 *
 * The gateway runs with the product's Node flags (packages/gateway/src/nodeFlags.ts).
 * Results: bench/results/cost-growth.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { GATEWAY_NODE_FLAGS } from '../packages/gateway/src/nodeFlags.ts';
import { assertSameAnswer } from './support/answerCheck.ts';
import { forkBenchProcess, loadTestGatewayEnv, type BenchProcess } from './support/ipc.ts';
import { startReplayUpstream } from './support/replayUpstream.ts';
import { screenQueries, type ScreenQuery } from './support/screens.ts';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SIZES = (option('sizes') ?? '50,500,5000,50000').split(',').map(Number);
const SECONDS = Number(option('seconds') ?? 4);
const CONNECTIONS = 4;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
/** The screens measured, and what their size counts. */
const MEASURED: Record<string, 'invoices' | 'lots'> = {
  InvoiceGroupDetails: 'invoices',
  InvoiceEditor: 'invoices',
  BulkBiddingPage: 'lots',
  ReviewPublishItems: 'lots',
};

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
  if (!cookie) throw new Error(`login at ${gatewayUrl} set no session cookie`);
  return cookie;
}

const requestOf = (screen: ScreenQuery) => ({
  operationName: screen.operationName,
  query: screen.query,
  variables: screen.variables,
});

/** CPU ms per request of `target` under `seconds` of load, and the requests answered. */
async function cpuPerRequest(target: BenchProcess, cookie: string, screen: ScreenQuery, seconds: number) {
  const before = await target.cpu();
  const result = await autocannon({
    url: `${target.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(requestOf(screen)),
    connections: CONNECTIONS,
    duration: seconds,
  });
  const after = await target.cpu();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${screen.name} at ${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const requests = Math.max(1, result.requests.total);
  return { cpuMs: Math.round(((after.cpuMs - before.cpuMs) / requests) * 100) / 100, requests };
}

/** The upstream's CPU ms per request of `screen` sent to a gateway straight on it. */
async function upstreamCpuPerRequest(
  directGateway: BenchProcess,
  cookie: string,
  screen: ScreenQuery,
  seconds: number,
): Promise<number> {
  await cpuPerRequest(directGateway, cookie, screen, 1); // warm-up
  const before = await upstream.cpu();
  const { requests } = await cpuPerRequest(directGateway, cookie, screen, seconds);
  const after = await upstream.cpu();
  return Math.round(((after.cpuMs - before.cpuMs) / requests) * 100) / 100;
}

interface Row {
  screen: string;
  size: number;
  unit: 'invoices' | 'lots';
  responseBytes: number;
  gatewayCpuMs: number;
  baselineCpuMs: number;
  /** The upstream's CPU ms per screen request. */
  upstreamCpuMs: number;
  requests: number;
}

const upstream = await forkBenchProcess('./upstreamServer.ts', { SEED_SIZE: 'large' });
const replay = await startReplayUpstream(upstream.url);
let gateway: BenchProcess | null = null;
let baseline: BenchProcess | null = null;
/** A gateway straight on the upstream, to load the upstream with a screen's real calls. */
let direct: BenchProcess | null = null;
try {
  direct = await forkBenchProcess(
    './gatewayServer.ts',
    { ...loadTestGatewayEnv(upstream.url), TRUSTED_DOCUMENTS: 'off' },
    [...GATEWAY_NODE_FLAGS],
  );
  gateway = await forkBenchProcess(
    './gatewayServer.ts',
    { ...loadTestGatewayEnv(replay.url), TRUSTED_DOCUMENTS: 'off' },
    [...GATEWAY_NODE_FLAGS],
  );
  baseline = await forkBenchProcess('./baselineServer.ts', { UPSTREAM_URL: replay.url });
  const cookie = await login(gateway.url);
  const directCookie = await login(direct.url);

  const rows: Row[] = [];
  /** Screens that did not answer at a size (reported, not fatal). */
  const failures: { screen: string; size: number; unit: string; error: string }[] = [];
  for (const size of SIZES) {
    replay.forget();
    type Session = { id: string; ref: string };
    const started = performance.now();
    const group = await upstream.call<{ id: string; invoices: number }>(
      'addInvoiceGroupWithInvoices',
      size,
      `G${size}`,
    );
    const review = await upstream.call<Session>('addSessionWithLots', size, `R${size}`, false);
    const timed = await upstream.call<Session>('addSessionWithLots', size, `T${size}`, true);
    console.info(
      `size ${size}: group ${group.id} of ${group.invoices} invoices and two sessions of ${size} lots added in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const screens = screenQueries({
      largestGroupId: group.id,
      bulkCatalogRef: timed.ref,
      resultsCatalogRefs: [],
      reviewCatalogId: review.id,
    }).filter((s) => s.operationName in MEASURED);
    for (const screen of screens) {
      const unit = MEASURED[screen.operationName] ?? 'lots';
      const name = screen.name.replace(/ \(.*\)$/, '');
      replay.calls.clear();
      const { body } = await postJson(`${gateway.url}/graphql`, requestOf(screen), cookie);
      if (body.errors || !body.data) {
        // Reported, not fatal: e.g. an upstream answer over the gateway's 10 MB limit.
        const code = (body.errors as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code;
        failures.push({ screen: name, size, unit, error: code ?? 'no data' });
        console.info(`${name.padEnd(22)} ${String(size).padStart(5)} ${unit.padEnd(8)} fails: ${code}`);
        continue;
      }
      const gatewayCalls = new Map(replay.calls);
      replay.calls.clear();
      const { res, body: expected } = await postJson(`${baseline.url}/graphql`, requestOf(screen), cookie);
      if (res.status !== 200)
        throw new Error(`${screen.name}: the baseline answered ${res.status} ${JSON.stringify(expected)}`);
      assertSameAnswer(
        `${screen.name} at ${size}`,
        { data: body.data, calls: gatewayCalls },
        { data: expected.data, calls: replay.calls },
      );
      // A warm-up each, then the measured runs, gateway and baseline in turn.
      await cpuPerRequest(gateway, cookie, screen, 1);
      await cpuPerRequest(baseline, cookie, screen, 1);
      const g = await cpuPerRequest(gateway, cookie, screen, SECONDS);
      const b = await cpuPerRequest(baseline, cookie, screen, SECONDS);
      const u = await upstreamCpuPerRequest(direct, directCookie, screen, SECONDS);
      const row: Row = {
        screen: name,
        size,
        unit,
        responseBytes: JSON.stringify(body).length,
        gatewayCpuMs: g.cpuMs,
        baselineCpuMs: b.cpuMs,
        upstreamCpuMs: u,
        requests: g.requests,
      };
      rows.push(row);
      console.info(
        `${row.screen.padEnd(22)} ${String(size).padStart(5)} ${unit.padEnd(8)} gateway ${g.cpuMs} ms/req, baseline ${b.cpuMs} ms/req (${g.requests} / ${b.requests} requests), upstream ${u} ms/req, answer ${row.responseBytes} B`,
      );
    }
  }

  const byScreen = new Map<string, Row[]>();
  for (const row of rows) byScreen.set(row.screen, [...(byScreen.get(row.screen) ?? []), row]);
  const sizesHeader = SIZES.map((n) => n.toLocaleString('en-US')).join(' | ');
  /** Largest size's figure over the smallest's, and the sizes it spans. */
  const growth = (r: Row[], figure: (row: Row) => number) => {
    const [first, last] = [r[0], r.at(-1)];
    if (!first || !last || first === last) return '–';
    const times = Math.round((figure(last) / Math.max(figure(first), 0.001)) * 10) / 10;
    return `${times}× (${first.size.toLocaleString('en-US')} → ${last.size.toLocaleString('en-US')})`;
  };
  const table = (title: string, cell: (row: Row) => string, grew: (r: Row[]) => string) => [
    '',
    title,
    '',
    `| Screen | ${sizesHeader} | growth (largest size ÷ smallest) |`,
    `| --- | ${SIZES.map(() => '---:').join(' | ')} | ---: |`,
    ...[...byScreen].map(([screen, r]) => {
      const cells = SIZES.map((size) => {
        const row = r.find((x) => x.size === size);
        if (row) return cell(row);
        const failed = failures.find((f) => f.screen === screen && f.size === size);
        return failed ? `fails: ${failed.error}` : '–';
      });
      return `| ${screen} (${r[0]?.unit}) | ${cells.join(' | ')} | ${grew(r)} |`;
    }),
  ];
  const lines = [
    `Cost as data grows — ${new Date().toISOString()}, Node ${process.version}; ${SECONDS} s of ${CONNECTIONS} connections per screen, size and target; every size real rows (invoice groups of N invoices, sessions of N lots).`,
    ...table(
      "Gateway CPU ms per request (the raw baseline's in brackets):",
      (row) => `${row.gatewayCpuMs} (${row.baselineCpuMs})`,
      (r) =>
        `${growth(r, (x) => x.gatewayCpuMs)}; baseline ${growth(r, (x) => x.baselineCpuMs).split(' ')[0]}`,
    ),
    ...table(
      'Upstream CPU ms per screen request (a gateway straight on it):',
      (row) => String(row.upstreamCpuMs),
      (r) => growth(r, (x) => x.upstreamCpuMs),
    ),
    ...table(
      'Answer to the browser (kB):',
      (row) => (row.responseBytes / 1000).toFixed(1),
      (r) => growth(r, (x) => x.responseBytes),
    ),
  ];
  const report = lines.join('\n');
  console.info(`\n${report}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    `${resultsDir}cost-growth.json`,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: CONNECTIONS, rows, failures }, null, 2)}\n`,
  );
  writeFileSync(`${resultsDir}cost-growth.md`, `${report}\n`);
} finally {
  await gateway?.stop();
  await baseline?.stop();
  await direct?.stop();
  await replay.close();
  await upstream.stop();
}
