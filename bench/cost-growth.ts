/**
 * Cost as data grows (`npm run bench -- cost-growth [--sizes=50,500,5000,50000] [--seconds=4]`): the
 * gateway's CPU time per request of each heavy screen at 50, 500, 5,000 and 50,000 invoices or lots,
 * beside the raw baseline's (bench/support/baselineServer.ts) for the same screen and size, the
 * upstream's CPU time per request, and the size of the answer to the browser.
 *
 * Same stack as the gateway-overhead benchmark: the real upstream (PGlite, large seed), the recording
 * proxy in front of it (repeated GETs answered from memory, so the upstream's own time stays out),
 * the gateway and the baseline as processes of their own, autocannon. The sizes:
 *
 * - **Lots** are real rows: for each size, a copy of one of the demo house's sessions with that many
 *   lots (bench/support/seedSizes.ts), read by the Review & Publish item table; and a copy of its
 *   timed sale with that many lots, read by the bulk-bidding page (its first page of 50 lots).
 * - **Invoices**: an invoice group is built by the upstream from bidders' won lots, and the large
 *   seed's largest holds 573; so the group's answers are scaled by the proxy instead: the group
 *   summary (groupInfo/processCards?summary=true) and groupDetailInfo list the first N invoices, the
 *   group's own invoices repeated past 573 with fresh invoice, line and member ids; a
 *   groupDetailInfoByInvoice of such ids is asked of the real invoices and answered under the asked
 *   ids. (The group's whole-group sums stay those of the 573.) Group details shows a page of 200,
 *   create/edit a page of 20, as in use.
 *
 * The upstream's CPU per request is read apart: the upstream runs as a process of its own
 * (support/upstreamServer.ts) and a second gateway calls it directly (no proxy), under the same load.
 * Lots are real rows at every size; the group's invoices are real only up to its own count (573), so
 * past it the upstream column is left empty.
 *
 * The gateway runs with the product's Node flags (packages/gateway/src/nodeFlags.ts).
 * Results: bench/results/cost-growth.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { GATEWAY_NODE_FLAGS } from '../packages/gateway/src/nodeFlags.ts';
import { forkBenchProcess, loadTestGatewayEnv, type BenchProcess } from './support/ipc.ts';
import { startReplayUpstream } from './support/replayUpstream.ts';
import { screenQueries, type ScreenQuery } from './support/screens.ts';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SIZES = (option('sizes') ?? '50,500,5000,50000').split(',').map(Number);
const SECONDS = Number(option('seconds') ?? 4);
const CONNECTIONS = 4;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

/** The size the proxy scales the largest group's answers to (null: as recorded). */
let invoiceCount: number | null = null;
let largestGroupId = '';
/** The largest answer the proxy produced at the current size (bytes). */
let largestAnswerBytes = 0;

/** Adds `offset` to every id an invoice, its lines or its bidder carry. */
function withFreshIds(value: unknown, offset: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withFreshIds(v, offset));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      typeof v === 'number' && /^(invoiceID|invoiceDetailID|memberID)$/.test(k)
        ? v + offset
        : withFreshIds(v, offset),
    ]),
  );
}

/** The first `n` of `items`, repeated with fresh ids when `n` is larger. */
function scaled<T>(items: T[], n: number): T[] {
  const out: T[] = [];
  for (let round = 0; out.length < n && items.length > 0; round++)
    for (const item of items) {
      if (out.length >= n) break;
      out.push(round === 0 ? item : (withFreshIds(item, round * ROUND_OFFSET) as T));
    }
  return out;
}

/** The offset of the synthetic ids of one round past the group's real invoices. */
const ROUND_OFFSET = 10_000_000;

/** The proxy's rewrite: the largest group's answers with `invoiceCount` invoices. */
function scaleGroupAnswer(path: string, body: Buffer): Buffer {
  if (invoiceCount === null || !path.includes(`/invoiceGroup/${largestGroupId}/`)) return body;
  const json = JSON.parse(body.toString('utf8')) as {
    data: { invoiceBidders?: unknown[]; invoiceGroupInfo?: { invoices: unknown[] } };
  };
  const route = path.split('?')[0] ?? path;
  if (route.endsWith('/groupDetailInfo') && json.data.invoiceBidders)
    json.data.invoiceBidders = scaled(json.data.invoiceBidders, invoiceCount);
  else if (route.endsWith('/groupInfo/processCards') && json.data.invoiceGroupInfo)
    json.data.invoiceGroupInfo.invoices = scaled(json.data.invoiceGroupInfo.invoices, invoiceCount);
  else return body;
  const out = Buffer.from(JSON.stringify(json));
  largestAnswerBytes = Math.max(largestAnswerBytes, out.length);
  return out;
}

/**
 * The proxy's rewrite of POST groupDetailInfoByInvoice on the scaled group: the synthetic ids asked
 * for are mapped back to the real invoices, whose answer is given again under the asked ids.
 */
function scaleByInvoice(path: string, body: Buffer) {
  const identity = { body, answer: (answer: Buffer) => answer };
  if (invoiceCount === null || !path.includes(`/invoiceGroup/${largestGroupId}/`)) return identity;
  const asked = JSON.parse(body.toString('utf8')) as number[];
  const real = [...new Set(asked.map((id) => id % ROUND_OFFSET))];
  return {
    body: Buffer.from(JSON.stringify(real)),
    answer: (answer: Buffer) => {
      const json = JSON.parse(answer.toString('utf8')) as {
        data: { invoiceBidders: { invoiceID: number }[] };
      };
      const byId = new Map(json.data.invoiceBidders.map((i) => [i.invoiceID, i]));
      json.data.invoiceBidders = asked.flatMap((id) => {
        const invoice = byId.get(id % ROUND_OFFSET);
        if (!invoice) return [];
        const round = Math.floor(id / ROUND_OFFSET);
        return [round === 0 ? invoice : (withFreshIds(invoice, round * ROUND_OFFSET) as typeof invoice)];
      });
      const out = Buffer.from(JSON.stringify(json));
      largestAnswerBytes = Math.max(largestAnswerBytes, out.length);
      return out;
    },
  };
}

async function postJson(url: string, body: unknown, cookie?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

/** CPU ms per request of `target` under `seconds` of load, and the requests answered. */
async function cpuPerRequest(target: BenchProcess, cookie: string, screen: ScreenQuery, seconds: number) {
  const before = await target.cpu();
  const result = await autocannon({
    url: `${target.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      operationName: screen.operationName,
      query: screen.query,
      variables: screen.variables,
    }),
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
  /** The upstream's CPU ms per screen request (null where the size is synthetic: invoices past the group's own). */
  upstreamCpuMs: number | null;
  requests: number;
}

const upstream = await forkBenchProcess('./upstreamServer.ts', { SEED_SIZE: 'large' });
const replay = await startReplayUpstream(upstream.url, {
  transform: scaleGroupAnswer,
  transformReadPost: scaleByInvoice,
});
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
  const { res } = await postJson(`${gateway.url}/graphql`, {
    query:
      'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!cookie) throw new Error('login set no session cookie');
  const directLogin = await postJson(`${direct.url}/graphql`, {
    query:
      'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
  });
  const directCookie = directLogin.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!directCookie) throw new Error('login set no session cookie on the direct gateway');
  // The largest group: the hub's groups, each one's invoice count.
  const { body: hub } = await postJson(
    `${gateway.url}/graphql`,
    { query: '{ invoiceGroups(page: 1) { items { id invoicesCreated } } }' },
    cookie,
  );
  let best = 0;
  for (const { id } of (hub.data?.['invoiceGroups'] as { items: { id: string }[] }).items) {
    const { body } = await postJson(
      `${gateway.url}/graphql`,
      { query: `{ invoiceGroupDetails(invoiceGroupId: "${id}") { totals { invoiceCount } } }` },
      cookie,
    );
    const count =
      (body.data?.['invoiceGroupDetails'] as { totals: { invoiceCount: number } } | null)?.totals
        .invoiceCount ?? 0;
    if (count > best) [best, largestGroupId] = [count, id];
  }
  if (best < 500) throw new Error(`the largest invoice group on the hub's first page has ${best} invoices`);

  const rows: Row[] = [];
  const failures: {
    screen: string;
    size: number;
    unit: string;
    error: string;
    largestAnswerBytes: number;
  }[] = [];
  for (const size of SIZES) {
    invoiceCount = size;
    largestAnswerBytes = 0;
    replay.forget();
    type Session = { id: string; ref: string };
    const review = await upstream.call<Session>('addSessionWithLots', size, `R${size}`, false);
    const timed = await upstream.call<Session>('addSessionWithLots', size, `T${size}`, true);
    const screens = screenQueries({
      largestGroupId,
      bulkCatalogRef: timed.ref,
      resultsCatalogRefs: [],
      reviewCatalogId: review.id,
    }).filter((s) =>
      ['InvoiceGroupDetails', 'InvoiceEditor', 'BulkBiddingPage', 'ReviewPublishItems'].includes(
        s.operationName,
      ),
    );
    for (const screen of screens) {
      const { body } = await postJson(
        `${gateway.url}/graphql`,
        { operationName: screen.operationName, query: screen.query, variables: screen.variables },
        cookie,
      );
      const unit = screen.operationName.startsWith('Invoice') ? 'invoices' : 'lots';
      const name = screen.name.replace(/ \(.*\)$/, '');
      if (body.errors || !body.data) {
        // Reported, not fatal: e.g. an upstream answer over the gateway's 10 MB limit.
        const code = (body.errors as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code;
        failures.push({ screen: name, size, unit, error: code ?? 'no data', largestAnswerBytes });
        console.info(`${name.padEnd(22)} ${String(size).padStart(5)} ${unit.padEnd(8)} fails: ${code}`);
        continue;
      }
      // A warm-up each, then the measured runs, gateway and baseline in turn.
      await cpuPerRequest(gateway, cookie, screen, 1);
      await cpuPerRequest(baseline, cookie, screen, 1);
      const g = await cpuPerRequest(gateway, cookie, screen, SECONDS);
      const b = await cpuPerRequest(baseline, cookie, screen, SECONDS);
      const real = unit === 'lots' || size <= best;
      const u = real ? await upstreamCpuPerRequest(direct, directCookie, screen, SECONDS) : null;
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
        `${row.screen.padEnd(22)} ${String(size).padStart(5)} ${unit.padEnd(8)} gateway ${g.cpuMs} ms/req, baseline ${b.cpuMs} ms/req (${g.requests} / ${b.requests} requests), upstream ${u ?? '–'} ms/req, answer ${row.responseBytes} B`,
      );
    }
  }

  const byScreen = new Map<string, Row[]>();
  for (const row of rows) byScreen.set(row.screen, [...(byScreen.get(row.screen) ?? []), row]);
  const header = `| Screen | ${SIZES.map((n) => `${n.toLocaleString('en-US')}`).join(' | ')} | growth (smallest → largest size answered) |`;
  const figureTable = (title: string, cell: (row: Row) => string) => [
    '',
    title,
    '',
    `| Screen | ${SIZES.map((n) => `${n.toLocaleString('en-US')}`).join(' | ')} |`,
    `| --- | ${SIZES.map(() => '---:').join(' | ')} |`,
    ...[...byScreen].map(
      ([screen, r]) =>
        `| ${screen} (${r[0]?.unit}) | ${SIZES.map((size) => {
          const x = r.find((row) => row.size === size);
          return x ? cell(x) : '–';
        }).join(' | ')} |`,
    ),
  ];
  const lines = [
    `Gateway CPU ms per request (baseline's in brackets) — ${new Date().toISOString()}, Node ${process.version}; ${SECONDS} s of ${CONNECTIONS} connections per screen, size and target.`,
    '',
    header,
    `| --- | ${SIZES.map(() => '---:').join(' | ')} | ---: |`,
    ...[...byScreen].map(([screen, r]) => {
      const first = r[0]?.gatewayCpuMs ?? 0;
      const last = r.at(-1)?.gatewayCpuMs ?? 0;
      const cell = (size: number) => {
        const x = r.find((row) => row.size === size);
        if (x) return `${x.gatewayCpuMs} (${x.baselineCpuMs})`;
        const failed = failures.find((f) => f.screen === screen && f.size === size);
        return failed
          ? `fails: ${failed.error} (${Math.round(failed.largestAnswerBytes / 1e6)} MB answer)`
          : '–';
      };
      return `| ${screen} (${r[0]?.unit}) | ${SIZES.map(cell).join(' | ')} | ${Math.round((last / Math.max(first, 0.001)) * 10) / 10}× (${r[0]?.size} → ${r.at(-1)?.size}) |`;
    }),
  ];
  lines.push(
    ...figureTable(
      "Upstream CPU ms per screen request (a gateway straight on it; '–' where the size is synthetic):",
      (row) => (row.upstreamCpuMs === null ? '–' : String(row.upstreamCpuMs)),
    ),
    ...figureTable('Answer to the browser (kB):', (row) => (row.responseBytes / 1000).toFixed(1)),
  );
  const table = lines.join('\n');
  console.info(`\n${table}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    `${resultsDir}cost-growth.json`,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: CONNECTIONS, rows, failures }, null, 2)}\n`,
  );
  writeFileSync(`${resultsDir}cost-growth.md`, `${table}\n`);
} finally {
  await gateway?.stop();
  await baseline?.stop();
  await direct?.stop();
  await replay.close();
  await upstream.stop();
}
