/**
 * Shipping review fan-out benchmark (not a test). For 1, 100 and 1,000 subscribers on one
 * catalog it measures: upstream polls per pending review per interval, the delivery latency of each
 * change from the gateway's poll to each subscriber (p50/p99), and the gateway process's memory.
 *
 *   node --conditions=source --import tsx bench/shipping-fanout.ts [interval ms] [sizes]
 *   e.g. node --conditions=source --import tsx bench/shipping-fanout.ts 2000 1,100,1000
 *
 * The gateway runs as its own process (src/main.ts from source) so its memory is its own; the real
 * upstream (PGlite in memory) and the subscribers run here, behind a counting proxy.
 * Results: bench/results/shipping-fanout.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startUpstream } from '../packages/upstream/src/testing.ts';
import { startGatewayProcess } from '../packages/gateway/test/support/gatewayProcess.ts';
import { dataOf, gql } from '../packages/gateway/test/support/graphql.ts';
import { everyStatusCatalog, startPollCounter } from '../packages/gateway/test/support/shippingFixtures.ts';
import { subscribe, type LiveSubscription } from '../packages/gateway/test/support/subscriptions.ts';

const INTERVAL_MS = Number(process.argv[2] ?? 2_000);
const SIZES = (process.argv[3] ?? '1,100,1000').split(',').map(Number);
const WINDOW_INTERVALS = 5;
const QUERY = `subscription($catalogId: ID!) { shippingReviewUpdated(catalogId: $catalogId) { review { id status } catalog { id counts { readyToConfirm inProgress } } detectedAt } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB (Linux /proc): the median of samples over `ms`, so one GC does not skew it. */
async function memoryOf(pid: number, ms = 3_000): Promise<{ rssMb: number }> {
  const samples: number[] = [];
  for (let t = 0; t < ms; t += 250) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    samples.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    await sleep(250);
  }
  samples.sort((a, b) => a - b);
  return { rssMb: Math.round((samples[Math.floor(samples.length / 2)] ?? 0) * 10) / 10 };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Row {
  subscribers: number;
  pendingReviews: number;
  pollsPerReviewPerInterval: number;
  upstreamPollsPerInterval: number;
  events: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  gatewayRssIdleMb: number;
  gatewayRssWatchingMb: number;
  rssPerSubscriberKb: number;
}

async function run(subscribers: number): Promise<Row> {
  const upstream = await startUpstream({ shippingQuoteDelayMs: 3_600_000 });
  const counter = await startPollCounter(upstream.url);
  const gateway = await startGatewayProcess({
    UPSTREAM_URL: upstream.url,
    SHIPPING_SERVICE_URL: counter.url,
    SHIPPING_POLL_INTERVAL_MS: String(INTERVAL_MS),
    LOG_LEVEL: 'info',
    // A thousand subscribers on one session: no rate limit in the way of the measurement.
    RATE_LIMIT_SESSION: '0',
  });
  const live: LiveSubscription[] = [];
  try {
    const fixture = await everyStatusCatalog(upstream);
    const login = await gql(
      gateway.url,
      'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
    );
    const cookie =
      ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '')[0] ?? '';
    // Warm up the paths a subscriber takes (one subscription, one event), then measure at rest.
    const warm = await subscribe(gateway.url, QUERY, { catalogId: fixture.catalogId }, { cookie });
    dataOf(
      await gql(
        gateway.url,
        'mutation($id: ID!) { confirmShippingReview(reviewId: $id) { review { id } } }',
        { id: fixture.readyReviewIds[1] },
        { cookie },
      ),
    );
    await warm.waitForEvents(1, 30_000);
    warm.close();
    const idle = await memoryOf(gateway.pid);

    // Subscribe in batches (each socket signs in and subscribes like a browser tab).
    for (let i = 0; i < subscribers; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, subscribers - i) }, () =>
          subscribe(gateway.url, QUERY, { catalogId: fixture.catalogId }, { cookie }),
        ),
      );
      live.push(...batch);
    }
    // Everyone is attached once a confirm reaches everyone.
    dataOf(
      await gql(
        gateway.url,
        'mutation($id: ID!) { confirmShippingReview(reviewId: $id) { review { id } } }',
        { id: fixture.readyReviewIds[0] },
        { cookie },
      ),
    );
    await Promise.all(live.map((s) => s.waitForEvents(1, 60_000)));
    const watching = await memoryOf(gateway.pid);

    // Polls over whole intervals.
    counter.reset();
    await sleep(INTERVAL_MS * WINDOW_INTERVALS);
    const polls = counter.total();
    const pending = fixture.pendingReviewIds.length;

    // The quotes come back; each subscriber records when each change arrives.
    const before = live.map((s) => s.events.length);
    const receivedAt = new Map<LiveSubscription, number[]>();
    for (const s of live) receivedAt.set(s, []);
    const origin = performance.timeOrigin;
    await upstream.flushShippingQuotes(fixture.pendingReviewIds.map(Number));
    await Promise.all(
      live.map((s, i) => s.waitForEvents((before[i] ?? 0) + pending, INTERVAL_MS * 4 + 60_000)),
    );
    const latencies: number[] = [];
    live.forEach((s, i) => {
      for (const event of s.events.slice(before[i] ?? 0)) {
        const detectedAt = Date.parse(
          String(
            (event.payload.data as { shippingReviewUpdated: { detectedAt: string } }).shippingReviewUpdated
              .detectedAt,
          ),
        );
        // event.at is performance.now() in this process: convert to wall-clock time.
        latencies.push(origin + event.at - detectedAt);
      }
    });
    latencies.sort((a, b) => a - b);
    return {
      subscribers,
      pendingReviews: pending,
      pollsPerReviewPerInterval: Math.round((polls / pending / WINDOW_INTERVALS) * 100) / 100,
      upstreamPollsPerInterval: Math.round((polls / WINDOW_INTERVALS) * 100) / 100,
      events: latencies.length,
      latencyP50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      latencyP99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      gatewayRssIdleMb: idle.rssMb,
      gatewayRssWatchingMb: watching.rssMb,
      rssPerSubscriberKb: Math.round(((watching.rssMb - idle.rssMb) * 1024) / subscribers),
    };
  } finally {
    for (const s of live) s.close();
    await gateway.stop();
    await counter.close();
    await upstream.close();
  }
}

const rows: Row[] = [];
for (const size of SIZES) {
  const row = await run(size);
  rows.push(row);
  console.info(JSON.stringify(row));
}
console.info(
  `\nShipping review fan-out (poll interval ${INTERVAL_MS} ms, ${WINDOW_INTERVALS}-interval window)`,
);
const columns = Object.keys(rows[0] ?? {}) as Array<keyof Row>;
console.info(columns.join('\t'));
for (const row of rows) console.info(columns.map((c) => row[c]).join('\t'));
const outDir = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(outDir, { recursive: true });
writeFileSync(
  `${outDir}shipping-fanout.json`,
  `${JSON.stringify({ at: new Date().toISOString(), intervalMs: INTERVAL_MS, node: process.version, rows }, null, 2)}\n`,
);
