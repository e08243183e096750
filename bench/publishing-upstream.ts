/**
 * Review & Publish's upstream calls on a 5,000-lot session (`npm run bench -- publishing-upstream`):
 * the large seed on PGlite, 4,995 lots added to the demo's "Modern Design Online" session as
 * bench/web.ts does, then the time of each REST call the gateway makes for the screen, on the
 * first visit (the reviews of the new lots are created) and on later visits; then the quoting of the
 * new reviews, with the review list visited while it runs. Printed, not asserted.
 */
import { loadavg } from 'node:os';
import { startUpstream, DEMO_LOGINS } from '../packages/upstream/src/testing.ts';

const LOTS = 5_000;
const VISITS = Number(process.argv.find((a) => a.startsWith('--visits='))?.slice(9) ?? 3);
/** At most this many visits of the review list while the quotes run. */
const DURING = Number(process.argv.find((a) => a.startsWith('--during='))?.slice(9) ?? 20);

console.info(
  `Load average (1/5/15 min) at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
const upstream = await startUpstream({ seed: 'large' });
try {
  const db = upstream.db;
  const house = await db
    .selectFrom('houses')
    .select(['id'])
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const review = await db
    .selectFrom('catalogs')
    .select(['id'])
    .where('house_id', '=', house.id)
    .where('title', '=', 'Modern Design Online')
    .executeTakeFirstOrThrow();
  const count = (await db.selectFrom('lots').select(['id']).where('catalog_id', '=', review.id).execute())
    .length;
  const extra = Array.from({ length: LOTS - count }, (_, i) => {
    const n = count + i + 1;
    return {
      house_id: house.id,
      catalog_id: review.id,
      ref: `BENCHLOT${String(n).padStart(5, '0')}`,
      lot_number: n,
      title: `Modern design lot ${n}`,
      image_count: 0,
      unpublished: n % 3 === 0,
      low_estimate: 10_000,
      high_estimate: 20_000,
    };
  });
  for (let i = 0; i < extra.length; i += 1_000)
    await db
      .insertInto('lots')
      .values(extra.slice(i, i + 1_000))
      .execute();

  const login = await fetch(`${upstream.url}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGINS.staff),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const path = `/cps/app/catalog/${review.id}`;
  const timed = async (label: string, method: 'GET' | 'POST', url: string) => {
    const started = performance.now();
    const res = await fetch(`${upstream.url}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    const body = (await res.json()) as { data?: { created?: number } };
    const ms = Math.round(performance.now() - started);
    console.info(
      `${label.padEnd(36)} ${String(res.status)} ${String(ms).padStart(6)} ms` +
        (body.data?.created !== undefined ? `  created ${body.data.created}` : ''),
    );
  };
  const visit = async (label: string) => {
    console.info(label);
    await timed('  POST shipping-review (create)', 'POST', `${path}/shipping-review`);
    await timed('  GET summary', 'GET', `${path}/summary`);
    await timed('  GET shipping-review (list)', 'GET', `${path}/shipping-review`);
  };
  await visit("Visit 1 (creates the new lots' reviews)");
  for (let n = 2; n <= VISITS; n += 1) await visit(`Visit ${n}`);

  // The new reviews' quotes (due 15 s later by default) run on the upstream's job queue; flush
  // starts them now. Meanwhile the page is visited again and again (the review list, as the
  // gateway polls it) until every quote is in, and the event loop's delay is sampled.
  const inProgress = async () =>
    Number(
      (
        await db
          .selectFrom('shipping_reviews')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('catalog_id', '=', review.id)
          .where('status', 'in', ['pending', 'processing'])
          .executeTakeFirstOrThrow()
      ).n,
    );
  console.info(`Reviews in progress before the quotes: ${await inProgress()}`);
  // The longest the event loop went without running a timer (nothing else, requests included, ran then).
  let lastTick = performance.now();
  let longestStall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - lastTick);
    lastTick = now;
  }, 10);
  const started = performance.now();
  let quoted = false;
  const flushing = upstream.flushShippingQuotes().then(() => {
    quoted = true;
    return performance.now() - started;
  });
  const during: number[] = [];
  for (let n = 1; !quoted && n <= DURING; n += 1) {
    const sent = performance.now();
    try {
      const res = await fetch(`${upstream.url}${path}/shipping-review`, { headers: { cookie } });
      const body = (await res.json()) as { data?: { inProgressCount?: number; lots?: unknown[] } };
      const ms = performance.now() - sent;
      during.push(ms);
      console.info(
        `  GET shipping-review while quoting #${n}   ${String(res.status)} ${String(Math.round(ms)).padStart(6)} ms` +
          `  ${body.data?.lots?.length ?? 0} reviews, ${body.data?.inProgressCount ?? '?'} in progress` +
          `  (at ${Math.round(sent - started)} ms)`,
      );
    } catch (error: unknown) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      console.info(
        `  GET shipping-review while quoting #${n}   failed after ${Math.round(performance.now() - sent)} ms: ${String(error)}${cause}`,
      );
    }
  }
  const quoteMs = await flushing;
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(ticker);
  console.info(
    `Quotes of the new reviews: ${Math.round(quoteMs)} ms; ${await inProgress()} still in progress`,
  );
  console.info(`Longest event-loop stall while quoting: ${Math.round(longestStall)} ms`);
  if (during.length > 0)
    console.info(
      `Visits while quoting: ${during.length} answered, longest ${Math.round(Math.max(...during))} ms`,
    );
  await visit('Visit after the quotes');
  console.info(
    `Load average (1/5/15 min) at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
} finally {
  await upstream.close();
}
