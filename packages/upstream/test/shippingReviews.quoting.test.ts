import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { silentLogger } from '../src/logger.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS } from '../src/seed/demoLogins.js';
import { QUOTE_ATTEMPTS, QUOTE_BATCH_SIZE } from '../src/shippingReviews/reviewsScheduler.js';

/**
 * Review & Publish on a session of many lots: its first visit creates a review per lot, whose
 * quotes then run in batches on the job queue. The page must answer while they run, and every
 * review must end with its own quote.
 */
const LOTS = 1_000;

interface ListedLot {
  lotID: number;
  lotNumber: number;
  shippingReviewID: number;
  shippingReviewData: {
    status: string;
    quotesSampling: {
      validationErrors: { objects: Array<{ errors: Array<{ field: string }> }> } | null;
      quotes: Array<{ amount: string }>;
    };
  };
}
interface ReviewList {
  shippingItemCountAll: number;
  readyToConfirmCount: number;
  needsReviewCount: number;
  inProgressCount: number;
  lots: ListedLot[];
}

describe('shipping quotes of a 1,000-lot session', () => {
  let upstream: RunningUpstream;
  let cookie = '';
  let catalogId = 0;

  beforeAll(async () => {
    upstream = await bootUpstream({
      host: '127.0.0.1',
      port: 0,
      pgliteDataDir: 'memory://',
      seed: 'small',
      logger: silentLogger,
      // Quotes run only when the test flushes them.
      shippingQuoteDelayMs: 3_600_000,
    });
    const login = await request(upstream.url).post('/app/login').send(DEMO_LOGINS.staff);
    cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const db = upstream.database.db;
    const demo = await db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    // An upcoming session of the demo house with no review yet, grown to 1,000 lots.
    const catalog = await db
      .selectFrom('catalogs as c')
      .select('c.id')
      .where('c.house_id', '=', demo.id)
      .where('c.starts_at', '>', new Date(Date.now() + 24 * 3_600_000))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('shipping_reviews as r').select('r.id').whereRef('r.catalog_id', '=', 'c.id'))),
      )
      .orderBy('c.starts_at')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    catalogId = catalog.id;
    const lots = await db
      .selectFrom('lots')
      .select('lot_number')
      .where('catalog_id', '=', catalogId)
      .execute();
    const next = Math.max(0, ...lots.map((l) => l.lot_number ?? 0)) + 1;
    await db
      .insertInto('lots')
      .values(
        Array.from({ length: LOTS - lots.length }, (_, i) => ({
          house_id: demo.id,
          catalog_id: catalogId,
          ref: `QUOTELOT${String(next + i).padStart(5, '0')}`,
          lot_number: next + i,
          title: `Quoted lot ${next + i}`,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await upstream?.close();
  });

  const path = () => `/cps/app/catalog/${catalogId}/shipping-review`;
  const visit = async (): Promise<ReviewList> => {
    const res = await request(upstream.url).get(path()).set('Cookie', cookie);
    expect(res.status).toBe(200);
    return res.body.data as ReviewList;
  };
  const inProgress = (list: ReviewList) =>
    list.lots.filter((l) => ['pending', 'processing'].includes(l.shippingReviewData.status));

  it('answers visits while the quotes run, then every review has its own quote', async () => {
    const created = await request(upstream.url).post(path()).set('Cookie', cookie).send({});
    expect(created.status).toBe(200);
    const ids = created.body.data.shippingReviewIDs as number[];
    expect(ids).toHaveLength(LOTS);

    // The lots of even number get a measured object (a quote); the others keep the bare object
    // made from the lot (the quote fails, naming what is missing).
    const first = await visit();
    expect(first.inProgressCount).toBe(LOTS);
    const measured = first.lots.filter((l) => l.lotNumber % 2 === 0).map((l) => l.shippingReviewID);
    await upstream.database.db
      .updateTable('shipping_review_objects')
      .set({ arta_subtype: 'painting_framed', height: 20, width: 30, depth: 2 })
      .where('review_id', 'in', measured)
      .execute();

    // Quoting in progress, held at a known point: the first batches done, the others queued behind
    // a job that waits for the test.
    const firstBatches = ids.slice(0, 2 * QUOTE_BATCH_SIZE);
    let reached!: () => void;
    let release!: () => void;
    const atHold = new Promise<void>((resolve) => (reached = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const quoting = [upstream.app.shippingQuotes.flush(firstBatches)];
    upstream.app.jobs.enqueue('hold the quotes', async () => {
      reached();
      await held;
    });
    quoting.push(upstream.app.shippingQuotes.flush());
    await atHold;

    const during = await visit();
    expect(during.lots).toHaveLength(LOTS);
    expect(inProgress(during).map((l) => l.shippingReviewID)).toEqual(ids.slice(firstBatches.length));
    expect(during.inProgressCount).toBe(LOTS - firstBatches.length);
    for (const lot of inProgress(during))
      expect(lot.shippingReviewData.quotesSampling).toEqual({ validationErrors: null, quotes: [] });

    // The rest runs while the page is visited again; wait for every review to be quoted.
    release();
    const again = await visit();
    expect(again.lots).toHaveLength(LOTS);
    expect(again.inProgressCount).toBe(inProgress(again).length);
    let last = again;
    while (last.inProgressCount > 0) last = await visit();
    await Promise.all(quoting);

    expect(last).toMatchObject({
      shippingItemCountAll: LOTS,
      readyToConfirmCount: measured.length,
      needsReviewCount: LOTS - measured.length,
      inProgressCount: 0,
    });
    for (const lot of last.lots) {
      const { status, quotesSampling } = lot.shippingReviewData;
      if (measured.includes(lot.shippingReviewID)) {
        // (20+2) × (30+2) × (2+2) × 0.25 = 704 cents over the 2500 base.
        expect({ status, quotes: quotesSampling.quotes }).toEqual({
          status: 'awaiting_approval',
          quotes: [{ amount: '32.04', currency: 'USD' }],
        });
      } else {
        expect(status).toBe('failed');
        expect(quotesSampling.validationErrors?.objects[0]?.errors.map((e) => e.field)).toEqual([
          'artaSubtype',
          'height',
          'width',
          'depth',
        ]);
      }
    }
  });

  it('tries a batch whose job failed again, up to QUOTE_ATTEMPTS times', async () => {
    const db = upstream.database.db;
    const quotes = upstream.app.shippingQuotes;
    const review = await db
      .selectFrom('shipping_reviews')
      .select('id')
      .where('catalog_id', '=', catalogId)
      // A measured lot's review: its quote, once it runs, is ready for approval.
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('shipping_review_objects as o')
            .select('o.id')
            .whereRef('o.review_id', '=', 'shipping_reviews.id')
            .where('o.arta_subtype', '=', 'painting_framed'),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pending = () =>
      db.updateTable('shipping_reviews').set({ status: 'pending' }).where('id', '=', review.id).execute();
    const statusOf = async () =>
      (
        await db
          .selectFrom('shipping_reviews')
          .select('status')
          .where('id', '=', review.id)
          .executeTakeFirstOrThrow()
      ).status;
    // The quote job fails while the objects' table is away (as if the database were unavailable).
    const objectsAway = async (away: boolean) =>
      sql`alter table ${sql.table(away ? 'shipping_review_objects' : 'objects_away')}
          rename to ${sql.table(away ? 'objects_away' : 'shipping_review_objects')}`.execute(db);

    const scheduleNow = async () =>
      quotes.schedule([{ id: review.id, revision: (await revisionOf()).revision }]);

    await pending();
    await objectsAway(true);
    try {
      await scheduleNow();
      await quotes.flush([review.id]);
      // Failed once: waiting again, still pending.
      expect(quotes.scheduled).toBe(1);
      expect(await statusOf()).toBe('pending');
    } finally {
      await objectsAway(false);
    }
    await quotes.flush([review.id]);
    expect(quotes.scheduled).toBe(0);
    expect(await statusOf()).toBe('awaiting_approval');

    // Failing every time: tried QUOTE_ATTEMPTS times, then left pending for the next start.
    await pending();
    await objectsAway(true);
    let tries = 0;
    try {
      await scheduleNow();
      while (quotes.scheduled > 0 && tries <= QUOTE_ATTEMPTS) {
        await quotes.flush([review.id]);
        tries += 1;
      }
    } finally {
      await objectsAway(false);
    }
    expect(tries).toBe(QUOTE_ATTEMPTS);
    expect(quotes.scheduled).toBe(0);
    expect(await statusOf()).toBe('pending');

    async function revisionOf() {
      return db
        .selectFrom('shipping_reviews')
        .select('revision')
        .where('id', '=', review.id)
        .executeTakeFirstOrThrow();
    }
  });
});
