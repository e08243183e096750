/**
 * Live invoice group updates benchmark (not a test). For 1 and 50 WebSocket subscribers on one
 * invoice group it measures the delay from a change to its event reaching each subscriber (p50/p99):
 * - write: from sending a saveInvoiceNote mutation through the gateway to the event's arrival
 *   (the mutation's upstream write and reload included: the gateway publishes right after them);
 * - poll: from a change written directly in the upstream's database (as the auto-charge job or
 *   another system would) to the event's arrival, found by the group's shared poll.
 *
 *   npm run bench -- invoice-live [writes per size] [sizes] [poll interval ms] [group invoices]
 *
 * With `group invoices` (e.g. 5000), the watched group first grows to about that many invoices
 * (copies without lines, growInvoiceGroupTo), so a poll reads it 1,000 invoices a call.
 *
 * The gateway runs as its own process (src/main.ts from source), the real upstream (PGlite in
 * memory) and the subscribers here. Results: bench/results/invoice-live.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startUpstream } from '../packages/upstream/src/testing.ts';
import { DEMO_HOUSE_REF, growInvoiceGroupTo } from '../packages/upstream/src/testing.ts';
import { startGatewayProcess } from '../packages/gateway/test/support/gatewayProcess.ts';
import { dataOf, gql } from '../packages/gateway/test/support/graphql.ts';
import { subscribe, type LiveSubscription } from '../packages/gateway/test/support/subscriptions.ts';

const WRITES = Number(process.argv[2] ?? 30);
const SIZES = (process.argv[3] ?? '1,50').split(',').map(Number);
const POLL_INTERVAL_MS = Number(process.argv[4] ?? 1_000);
const GROUP_INVOICES = Number(process.argv[5] ?? 0);
const QUERY = `subscription($g: ID!) { invoiceGroupChanged(invoiceGroupId: $g) { invoiceIds fields author } }`;
const SAVE_NOTE = `mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }`;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const stats = (delays: number[]) => {
  const sorted = [...delays].sort((a, b) => a - b);
  return { samples: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
};

interface Row {
  subscribers: number;
  groupInvoices: number;
  write: ReturnType<typeof stats>;
  poll: ReturnType<typeof stats>;
}

async function login(url: string, user: string): Promise<string> {
  const res = await gql(
    url,
    `mutation { login(houseUserName: "demo", userName: "${user}", password: "demo-password") { user { id } } }`,
  );
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!cookie) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return cookie;
}

/** Resolves when every subscriber holds `count` events past its baseline; when each one's arrived. */
async function arrivals(subscribers: LiveSubscription[], base: number[], count: number): Promise<number[]> {
  await Promise.all(subscribers.map((s, i) => s.waitForEvents((base[i] ?? 0) + count, 60_000)));
  return subscribers.map((s, i) => s.events[(base[i] ?? 0) + count - 1]?.at ?? Number.NaN);
}

async function run(size: number): Promise<Row> {
  const upstream = await startUpstream();
  const gateway = await startGatewayProcess({
    UPSTREAM_URL: upstream.url,
    INVOICE_POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
  });
  try {
    const row = await upstream.db
      .selectFrom('invoices as i')
      .innerJoin('houses as h', 'h.id', 'i.house_id')
      .select(['i.id', 'i.invoice_group_id'])
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const groupId = String(row.invoice_group_id);
    const groupInvoices = await growInvoiceGroupTo(upstream.db, row.invoice_group_id, GROUP_INVOICES);
    const [writer, watcher] = [await login(gateway.url, 'super'), await login(gateway.url, 'staff')];
    const subscribers: LiveSubscription[] = [];
    for (let i = 0; i < size; i++)
      subscribers.push(await subscribe(gateway.url, QUERY, { g: groupId }, { cookie: watcher }));
    const send = (note: string) =>
      gql(
        gateway.url,
        SAVE_NOTE,
        { input: { invoiceGroupId: groupId, invoiceIds: [String(row.id)], note } },
        { cookie: writer },
      ).then(dataOf);
    // A subscription is live once its own load of the group is done: write until every one has heard.
    for (let n = 0; subscribers.some((s) => s.events.length === 0); n++) {
      await send(`warm-up ${n}`);
      await Promise.all(subscribers.map((s) => s.waitForEvents(1, 2_000).catch(() => undefined)));
    }
    await Promise.all(subscribers.map((s) => s.waitForEvents(1, 60_000)));
    const base = subscribers.map((s) => s.events.length);
    let seen = 0;
    const write = async (note: string) => {
      const sent = performance.now();
      await send(note);
      seen += 1;
      return (await arrivals(subscribers, base, seen)).map((at) => at - sent);
    };
    await write('settled');
    const writeDelays: number[] = [];
    for (let n = 0; n < WRITES; n++) writeDelays.push(...(await write(`bench ${n}`)));

    const pollDelays: number[] = [];
    for (let n = 0; n < Math.max(5, Math.round(WRITES / 3)); n++) {
      const changed = performance.now();
      await upstream.db
        .updateTable('invoices')
        .set({ notes: `elsewhere ${n}` })
        .where('id', '=', row.id)
        .execute();
      seen += 1;
      pollDelays.push(...(await arrivals(subscribers, base, seen)).map((at) => at - changed));
    }
    for (const s of subscribers) s.close();
    return { subscribers: size, groupInvoices, write: stats(writeDelays), poll: stats(pollDelays) };
  } finally {
    await gateway.stop();
    await upstream.close();
  }
}

const rows: Row[] = [];
for (const size of SIZES) {
  const result = await run(size);
  rows.push(result);
  console.info(
    `${size} subscriber(s), ${result.groupInvoices} invoices: write → event p50 ${result.write.p50Ms.toFixed(1)} ms, p99 ${result.write.p99Ms.toFixed(1)} ms (${result.write.samples}); ` +
      `direct upstream change → event p50 ${result.poll.p50Ms.toFixed(0)} ms, p99 ${result.poll.p99Ms.toFixed(0)} ms (${result.poll.samples})`,
  );
}
const out = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(
  `${out}invoice-live.json`,
  `${JSON.stringify({ writesPerSize: WRITES, pollIntervalMs: POLL_INTERVAL_MS, measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
);
