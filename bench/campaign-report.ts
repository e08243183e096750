/**
 * Campaign dashboard benchmark (not a test). On the **large** and the **huge** seed (ten times
 * large) it times the dashboard's one REST call, GET /app/house/{houseRef}/campaignReport (every
 * section: promotions, keywords, sale performance, lot views and watchers), end to end on the real
 * upstream (PGlite in memory), for three filters: the whole house, one year of sales, one sale.
 * First call warms up; then RUNS calls each, reported as median and max, with how long seeding took.
 *
 *   npm run bench -- campaign-report                 both seeds, large first
 *   npm run bench -- campaign-report --seed=huge     one of them
 *   (or: node --conditions=source --import tsx bench/campaign-report.ts [--seed=large|huge])
 *
 * Results: bench/results/campaign-report.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream } from '../packages/upstream/src/testing.ts';
import type { SeedSize } from '../packages/upstream/src/seed/housePlans.ts';

const RUNS = 10;

const BENCH_SEEDS: readonly SeedSize[] = ['large', 'huge'];

function seedsToRun(args: readonly string[]): SeedSize[] {
  const chosen = args.find((a) => a.startsWith('--seed='))?.slice('--seed='.length);
  if (chosen === undefined) return [...BENCH_SEEDS];
  const seed = BENCH_SEEDS.find((s) => s === chosen);
  if (!seed) throw new Error(`--seed must be ${BENCH_SEEDS.join(' or ')}, not "${chosen}"`);
  return [seed];
}

/** Seeds an upstream of `seed` and times the dashboard's call for each filter on it. */
async function benchSeed(seed: SeedSize) {
  const started = Date.now();
  const upstream = await startUpstream({ seed });
  const seedSeconds = (Date.now() - started) / 1000;
  try {
    const login = await fetch(`${upstream.url}/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGINS.staff),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const counts = await upstream.db
      .selectFrom('houses as h')
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .select((eb) => [
        eb
          .selectFrom('catalogs')
          .whereRef('catalogs.house_id', '=', 'h.id')
          .select(eb.fn.countAll().as('n'))
          .as('sales'),
        eb
          .selectFrom('lots')
          .whereRef('lots.house_id', '=', 'h.id')
          .select(eb.fn.countAll().as('n'))
          .as('lots'),
        eb
          .selectFrom('lot_views')
          .whereRef('lot_views.house_id', '=', 'h.id')
          .select(eb.fn.countAll().as('n'))
          .as('views'),
        eb
          .selectFrom('lot_watchers')
          .whereRef('lot_watchers.house_id', '=', 'h.id')
          .select(eb.fn.countAll().as('n'))
          .as('watchers'),
      ])
      .executeTakeFirstOrThrow();
    const sale = await upstream.db
      .selectFrom('catalogs')
      .innerJoin('houses', 'houses.id', 'catalogs.house_id')
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .select('catalogs.ref')
      .orderBy('catalogs.starts_at')
      .executeTakeFirstOrThrow();
    const year = new Date().getUTCFullYear();
    const filters: Record<string, string> = {
      'whole house': '',
      [`sales of ${year}`]: `?from=${year}-01-01&to=${year}-12-31`,
      'one sale': `?catalogRefs=${sale.ref}`,
    };
    const results = [];
    for (const [name, query] of Object.entries(filters)) {
      const url = `${upstream.url}/app/house/${DEMO_HOUSE_REF}/campaignReport${query}`;
      const call = async () => {
        const t = performance.now();
        const res = await fetch(url, { headers: { cookie } });
        const bytes = (await res.arrayBuffer()).byteLength;
        if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
        return { ms: performance.now() - t, bytes };
      };
      await call();
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const run = await call();
        times.push(run.ms);
        bytes = run.bytes;
      }
      times.sort((a, b) => a - b);
      const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
      results.push({
        filter: name,
        medianMs: Math.round(median),
        maxMs: Math.round(times.at(-1)!),
        kB: Math.round(bytes / 1024),
      });
    }
    // With AH_SEED_SNAPSHOT_DIR (the test runner's seed snapshots) seedSeconds is a snapshot's load.
    const seededFrom = process.env['AH_SEED_SNAPSHOT_DIR'] ? 'snapshot' : 'seed';
    return { seed, seedSeconds, seededFrom, counts, results };
  } finally {
    await upstream.close();
  }
}

const sizes = [];
for (const seed of seedsToRun(process.argv.slice(2))) {
  sizes.push(await benchSeed(seed));
  console.info(JSON.stringify(sizes.at(-1), null, 2));
}
const report = { at: new Date().toISOString(), node: process.version, runs: RUNS, sizes };
const dir = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}campaign-report.json`, JSON.stringify(report, null, 2) + '\n');
