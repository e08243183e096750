import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { silentLogger } from '../src/logger.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS, OTHER_HOUSE_REF } from '../src/seed/demoLogins.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { createContractChecker } from './support/contractChecker.js';

/**
 * The shipping review and shipments operations of openapi/shipping.yaml (tag
 * shippingReviews): every response validated against the contract, every declared status provoked.
 */
const contract = createContractChecker(new URL('../openapi/shipping.yaml', import.meta.url), {
  tags: ['shippingReviews'],
});
const { check } = contract;

interface ReviewBody {
  id: number;
  status: string;
  catalogID: number;
  arguments: { objects: Array<{ id: number; title: string }>; originID: number | null; objectsValue: string };
  quotesSampling: {
    validationErrors: {
      objects: Array<{ objectID: number; errors: Array<{ field: string }> }>;
      general: Array<{ field: string }>;
    } | null;
  };
}

// The same checks on embedded PGlite and on the machine's PostgreSQL (a fresh database).
describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
] as const)('contract: openapi/shipping.yaml (shipping review, shipments) on %s', (_kind, postgres) => {
  let upstream: RunningUpstream;
  let database: TestDatabase | undefined;
  let url: string;
  let staff = '';
  let other = '';
  const account = { 'x-account-id': DEMO_HOUSE_REF, 'x-account-domain': 'demo' };
  let catalogs: {
    everyStatus: number;
    everyStatusRef: string;
    withoutReviews: number;
    past: number;
    otherHouse: number;
  };
  let shipment: { id: number; topic: string };

  const get = async (path: string, cookie = staff, headers: Record<string, string> = account) =>
    check('get', await request(url).get(path).set('Cookie', cookie).set(headers));
  const put = async (
    path: string,
    body: unknown,
    cookie = staff,
    headers: Record<string, string> = account,
  ) =>
    check(
      'put',
      await request(url)
        .put(path)
        .set('Cookie', cookie)
        .set(headers)
        .send(body as object),
    );
  const post = async (path: string, body: unknown, cookie = staff) =>
    check(
      'post',
      await request(url)
        .post(path)
        .set('Cookie', cookie)
        .send(body as object),
    );
  const patch = async (
    path: string,
    body: unknown,
    cookie = staff,
    headers: Record<string, string> = account,
  ) =>
    check(
      'patch',
      await request(url)
        .patch(path)
        .set('Cookie', cookie)
        .set(headers)
        .send(body as object),
    );

  beforeAll(async () => {
    database = postgres ? await createTestDatabase() : undefined;
    upstream = await bootUpstream({
      host: '127.0.0.1',
      port: 0,
      pgliteDataDir: 'memory://',
      databaseUrl: database?.url,
      seed: 'small',
      logger: silentLogger,
      // Quotes run only when the test flushes them.
      shippingQuoteDelayMs: 3_600_000,
    });
    url = upstream.url;
    const login = async (body: object) =>
      String((await request(url).post('/app/login').send(body)).headers['set-cookie']).split(';')[0] ?? '';
    staff = await login(DEMO_LOGINS.staff);
    other = await login(DEMO_LOGINS.otherStaff);

    const db = upstream.database.db;
    const demo = await db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    const upcoming = await db
      .selectFrom('catalogs')
      .select(['id', 'ref'])
      .where('house_id', '=', demo.id)
      .where('starts_at', '>', new Date())
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    const past = await db
      .selectFrom('shipping_reviews as r')
      .innerJoin('catalogs as c', 'c.id', 'r.catalog_id')
      .select('c.id')
      .where('r.house_id', '=', demo.id)
      .where('c.starts_at', '<', new Date())
      .executeTakeFirstOrThrow();
    const otherHouse = await db
      .selectFrom('catalogs')
      .select('id')
      .where('house_id', '!=', demo.id)
      .executeTakeFirstOrThrow();
    catalogs = {
      everyStatus: upcoming[0]?.id ?? 0,
      everyStatusRef: upcoming[0]?.ref ?? '',
      withoutReviews: upcoming[2]?.id ?? 0,
      past: past.id,
      otherHouse: otherHouse.id,
    };
    const row = await db
      .selectFrom('shipments as s')
      .innerJoin('catalogs as c', 'c.id', 's.catalog_id')
      .select(['s.id', 'c.ref'])
      .where('s.house_id', '=', demo.id)
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    shipment = { id: row.id, topic: `catalogref:${row.ref}` };
  });
  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
  });

  const catalogPath = (id: number) => `/cps/app/catalog/${id}/shipping-review`;

  it('getCatalogShippingReview: lots in every status with consistent counters', async () => {
    const res = await get(catalogPath(catalogs.everyStatus));
    expect(res.status).toBe(200);
    const data = res.body.data as {
      sessionTitle: string;
      in2Hours: number;
      shippingItemCountAll: number;
      readyToConfirmCount: number;
      needsReviewCount: number;
      inProgressCount: number;
      lots: Array<{ shippingReviewData: ReviewBody }>;
    };
    const statuses = data.lots.map((l) => l.shippingReviewData.status);
    expect(new Set(statuses)).toEqual(
      new Set(['pending', 'processing', 'awaiting_approval', 'completed', 'failed']),
    );
    expect(data.shippingItemCountAll).toBe(data.lots.length);
    expect(data.readyToConfirmCount).toBe(statuses.filter((s) => s === 'awaiting_approval').length);
    expect(data.needsReviewCount).toBe(statuses.filter((s) => s === 'failed').length);
    expect(data.inProgressCount).toBe(statuses.filter((s) => s === 'pending' || s === 'processing').length);
    expect(data.in2Hours).toBe(0);
    expect((await get(catalogPath(catalogs.past))).body.data.in2Hours).toBe(1);
    expect((await get(catalogPath(catalogs.otherHouse))).status).toBe(404);
    expect((await get(catalogPath(99_999_999))).status).toBe(404);
    expect((await get(catalogPath(catalogs.everyStatus), '')).status).toBe(401);
  });

  it('listShippingReviews by catalog topic, with the account headers', async () => {
    const topic = `catalogref:${catalogs.everyStatusRef}`;
    const res = await get(`/api/shipping/reviews?topic=${encodeURIComponent(topic)}`);
    expect(res.body.data.reviews.length).toBeGreaterThan(4);
    expect(res.body.data.reviews.every((r: ReviewBody) => r.catalogID === catalogs.everyStatus)).toBe(true);
    // Another house's catalog: nothing.
    const foreign = await get(`/api/shipping/reviews?topic=${encodeURIComponent(topic)}`, other, {
      'x-account-id': 'HOTHER7SLS',
      'x-account-domain': 'other',
    });
    expect(foreign.body.data.reviews).toEqual([]);
    expect((await get('/api/shipping/reviews?topic=lot:1')).status).toBe(400);
    const noHeaders = await get(`/api/shipping/reviews?topic=${topic}`, staff, {});
    expect(noHeaders.status).toBe(400);
    expect(noHeaders.body.error.code).toBe('ACCOUNT_HEADERS_REQUIRED');
    const wrongAccount = await get(`/api/shipping/reviews?topic=${topic}`, staff, {
      ...account,
      'x-account-id': 'HOTHER7SLS',
    });
    expect(wrongAccount.status).toBe(403);
    expect((await get(`/api/shipping/reviews?topic=${topic}`, '')).status).toBe(401);
  });

  it('getShippingReview, confirm and save with a regenerated quote', async () => {
    const lots = (await get(catalogPath(catalogs.everyStatus))).body.data.lots as Array<{
      shippingReviewData: ReviewBody;
    }>;
    const ready = lots.find((l) => l.shippingReviewData.status === 'awaiting_approval')?.shippingReviewData;
    const failed = lots.find((l) => l.shippingReviewData.status === 'failed')?.shippingReviewData;
    const pending = lots.find((l) => l.shippingReviewData.status === 'pending')?.shippingReviewData;
    if (!ready || !failed || !pending) throw new Error('the seed lacks a status');
    const path = (id: number) => `/api/shipping/review/${id}`;

    expect((await get(path(ready.id))).body.data.review.status).toBe('awaiting_approval');
    expect(failed.quotesSampling.validationErrors?.objects[0]?.errors.map((e) => e.field)).toEqual([
      'height',
      'width',
    ]);
    expect((await get(path(99_999_999))).status).toBe(404);
    expect((await get(path(ready.id), staff, {})).status).toBe(400);
    expect((await get(path(ready.id), staff, { ...account, 'x-account-domain': 'other' })).status).toBe(403);
    expect((await get(path(ready.id), '')).status).toBe(401);

    const confirmed = await put(path(ready.id), { review: { reviewComplete: true } });
    expect(confirmed.body.data.review.status).toBe('completed');
    expect((await put(path(ready.id), { review: { reviewComplete: true } })).status).toBe(409);
    expect((await put(path(pending.id), { review: { reviewComplete: true } })).status).toBe(409);

    const object = {
      title: 'Bronze figure',
      artaSubtype: 'sculpture',
      height: 14,
      width: 6,
      depth: 5,
      unitOfMeasurement: 'in',
      isFragile: true,
      notes: '',
    };
    const full = {
      originID: null,
      termsID: null,
      objectsDescription: 'A bronze',
      objectsValue: '1250.50',
      objectsValueCurrency: 'USD',
      objectsImages: [],
      objectsReviewed: [{ ...object, id: failed.arguments.objects[0]?.id }, object],
      reviewComplete: false,
    };
    const refusals: Array<[unknown, string, string]> = [
      [
        { review: { ...full, objectsReviewed: [{ ...object, title: ' ' }] } },
        'objectsReviewed[0].title',
        'Enter Title',
      ],
      [
        { review: { ...full, objectsReviewed: [{ ...object, artaSubtype: 'spaceship' }] } },
        'objectsReviewed[0].artaSubtype',
        'Select Object Type',
      ],
      [
        { review: { ...full, objectsReviewed: [{ ...object, width: 0 }] } },
        'objectsReviewed[0].width',
        'Enter Dimensions',
      ],
      [
        { review: { ...full, objectsReviewed: [{ ...object, depth: -1 }] } },
        'objectsReviewed[0].depth',
        'Enter Dimensions',
      ],
      [
        { review: { ...full, objectsReviewed: [{ ...object, id: 99_999_999 }] } },
        'objectsReviewed[0].id',
        'The object is not part of this review.',
      ],
      [
        { review: { ...full, objectsValue: '12.345' } },
        'objectsValue',
        '"objectsValue" must be an amount such as "1250.00".',
      ],
      [
        { review: { reviewComplete: true, originID: 1 } },
        'reviewComplete',
        'A confirmation sends only "reviewComplete".',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await put(path(failed.id), body);
      expect(res.status, field).toBe(400);
      expect(res.body.error).toMatchObject({ field, message });
    }
    expect((await put(path(99_999_999), { review: full })).status).toBe(404);
    expect((await put(path(failed.id), { review: full }, staff, {})).status).toBe(400);
    expect(
      (await put(path(failed.id), { review: full }, staff, { ...account, 'x-account-id': 'X' })).status,
    ).toBe(403);
    expect((await put(path(failed.id), { review: full }, '')).status).toBe(401);

    const saved = await put(path(failed.id), { review: full });
    expect(saved.status).toBe(200);
    const review = saved.body.data.review as ReviewBody;
    expect(review.status).toBe('pending');
    expect(review.arguments.objectsValue).toBe('1250.50');
    expect(review.arguments.objects.map((o) => o.title)).toEqual(['Bronze figure', 'Bronze figure']);
    expect(review.arguments.objects[0]?.id).toBe(failed.arguments.objects[0]?.id);
    // A pending review cannot be saved again until its quote is back.
    expect((await put(path(failed.id), { review: full })).status).toBe(409);

    // The quote: no origin chosen, so it fails, deterministically, naming the origin.
    await upstream.app.shippingQuotes.flush([failed.id]);
    const quoted = (await get(path(failed.id))).body.data.review as ReviewBody;
    expect(quoted.status).toBe('failed');
    expect(quoted.quotesSampling.validationErrors).toEqual({ objects: [], general: [{ field: 'originID' }] });

    // With the session's origin the same objects get a quote: ready to confirm.
    const originID = ready.arguments.originID;
    expect(originID).not.toBeNull();
    await put(path(failed.id), { review: { ...full, originID, objectsReviewed: [object] } });
    await upstream.app.shippingQuotes.flush([failed.id]);
    const ready2 = (await get(path(failed.id))).body.data.review as ReviewBody & {
      quotesSampling: { quotes: Array<{ amount: string }> };
    };
    expect(ready2.status).toBe('awaiting_approval');
    expect(ready2.quotesSampling.validationErrors).toBeNull();
    expect(ready2.quotesSampling.quotes[0]?.amount).toMatch(/^\d+\.\d{2}$/);

    // Within two hours of the sale (here: after it), nothing changes any more.
    const lockedLots = (await get(catalogPath(catalogs.past))).body.data.lots as Array<{
      shippingReviewID: number;
    }>;
    const locked = await put(path(lockedLots[0]?.shippingReviewID ?? 0), {
      review: { reviewComplete: true },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toMatchObject({
      code: 'SHIPPING_LOCKED',
      message: 'Catalog is within 2 hours of sale start time',
    });
  });

  it("saveShippingReview refuses another house's origin and terms, and unknown ones (404), writing nothing", async () => {
    const db = upstream.database.db;
    const houses = await db.selectFrom('houses').select(['id', 'ref']).execute();
    const houseId = (ref: string) => houses.find((h) => h.ref === ref)?.id ?? 0;
    const editable = await db
      .selectFrom('shipping_reviews as r')
      .innerJoin('catalogs as c', 'c.id', 'r.catalog_id')
      .select(['r.id', 'r.revision', 'r.origin_id', 'r.terms_id'])
      .where('r.house_id', '=', houseId(OTHER_HOUSE_REF))
      .where('r.status', 'in', ['awaiting_approval', 'failed'])
      .where('c.starts_at', '>', new Date(Date.now() + 24 * 3_600_000))
      .executeTakeFirstOrThrow();
    const demoOf = (table: 'shipping_origins' | 'shipping_terms') =>
      db
        .selectFrom(table)
        .select('id')
        .where('house_id', '=', houseId(DEMO_HOUSE_REF))
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const [demoOrigin, demoTerms] = await Promise.all([demoOf('shipping_origins'), demoOf('shipping_terms')]);
    const otherAccount = { 'x-account-id': OTHER_HOUSE_REF, 'x-account-domain': 'other' };
    const review = {
      originID: null,
      termsID: null,
      objectsDescription: '',
      objectsValue: '100',
      objectsValueCurrency: 'USD',
      objectsImages: [],
      objectsReviewed: [
        { title: 'Vase', artaSubtype: 'ceramic', height: 10, width: 6, depth: 6, unitOfMeasurement: 'in' },
      ],
      reviewComplete: false,
    };
    for (const [field, id] of [
      ['originID', demoOrigin],
      ['originID', 99_999_999],
      ['termsID', demoTerms],
      ['termsID', 99_999_999],
    ] as const) {
      const res = await put(
        `/api/shipping/review/${editable.id}`,
        { review: { ...review, [field]: id } },
        other,
        otherAccount,
      );
      expect(res.status, `${field} ${id}`).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'ID_NOT_FOUND', field });
    }
    const after = await db
      .selectFrom('shipping_reviews')
      .select(['revision', 'origin_id', 'terms_id'])
      .where('id', '=', editable.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      revision: editable.revision,
      origin_id: editable.origin_id,
      terms_id: editable.terms_id,
    });
  });

  it('createShippingReviews: one pending review per lot without one; quotes fail without dimensions', async () => {
    const path = catalogPath(catalogs.withoutReviews);
    expect((await get(path)).body.data.lots).toEqual([]);
    const created = await post(path, {});
    expect(created.status).toBe(200);
    expect(created.body.data.created).toBeGreaterThan(0);
    expect((await post(path, {})).body.data).toEqual({ created: 0, shippingReviewIDs: [] });
    const listed = (await get(path)).body.data;
    expect(listed.inProgressCount).toBe(created.body.data.created);

    await upstream.app.shippingQuotes.flush(created.body.data.shippingReviewIDs);
    const after = (await get(path)).body.data as {
      needsReviewCount: number;
      lots: Array<{ shippingReviewData: ReviewBody }>;
    };
    expect(after.needsReviewCount).toBe(created.body.data.created);
    const errors = after.lots[0]?.shippingReviewData.quotesSampling.validationErrors;
    expect(errors?.objects[0]?.errors.map((e) => e.field)).toEqual([
      'artaSubtype',
      'height',
      'width',
      'depth',
    ]);

    expect((await post(catalogPath(catalogs.everyStatus), { lotIDs: [1, 2, 3] })).status).toBe(400);
    expect((await post(path, { lotIDs: 'all' })).status).toBe(400);
    expect((await post(catalogPath(catalogs.otherHouse), {})).status).toBe(404);
    expect((await post(path, {}, '')).status).toBe(401);
  });

  it('createShippingReviews again: existing reviews are left as they are; a new lot gets its review', async () => {
    const path = catalogPath(catalogs.withoutReviews);
    const db = upstream.database.db;
    const snapshot = async () =>
      db
        .selectFrom('shipping_reviews as r')
        .innerJoin('shipping_review_objects as o', 'o.review_id', 'r.id')
        .select(['r.id', 'r.lot_id', 'r.status', 'r.revision', 'r.updated_at', 'o.id as objectId', 'o.title'])
        .where('r.catalog_id', '=', catalogs.withoutReviews)
        .orderBy('r.id')
        .execute();
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    // A second visit of Review & Publish posts again: nothing is created or rewritten.
    expect((await post(path, {})).body.data).toEqual({ created: 0, shippingReviewIDs: [] });
    expect(await snapshot()).toEqual(before);

    const first = await db
      .selectFrom('lots')
      .select(['house_id', 'lot_number'])
      .where('catalog_id', '=', catalogs.withoutReviews)
      .orderBy('lot_number', 'desc')
      .executeTakeFirstOrThrow();
    const lot = await db
      .insertInto('lots')
      .values({
        house_id: first.house_id,
        catalog_id: catalogs.withoutReviews,
        ref: 'NEWLOT-REVIEW',
        lot_number: (first.lot_number ?? 0) + 1,
        title: 'A lot added after the reviews',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await post(path, {});
    expect(created.body.data.created).toBe(1);
    const after = await snapshot();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({
        id: created.body.data.shippingReviewIDs[0],
        lot_id: lot.id,
        status: 'pending',
        revision: 1,
        title: 'A lot added after the reviews',
      }),
    ]);
    const listed = (await get(path)).body.data as { lots: Array<{ lotID: number }> };
    expect(listed.lots.map((l) => l.lotID)).toContain(lot.id);
  });

  it('getShippingMetadata: the object types', async () => {
    const res = await get('/api/shipping/arta/metadata?types=objects');
    expect(res.body.data.objects).toContainEqual({ id: 'sculpture', name: 'Sculpture' });
    expect((await get('/api/shipping/arta/metadata?types=packing')).status).toBe(400);
    expect(
      (await get('/api/shipping/arta/metadata?types=objects', staff, { ...account, 'x-account-id': 'X' }))
        .status,
    ).toBe(403);
    expect((await get('/api/shipping/arta/metadata?types=objects', '')).status).toBe(401);
  });

  it('getShipment and bulkGetShipments', async () => {
    const one = await get(`/api/shipping/shipment/${shipment.id}`);
    expect(one.body.data.shipment).toMatchObject({ id: shipment.id, topic: shipment.topic });
    expect((await get('/api/shipping/shipment/99999999')).status).toBe(404);
    expect((await get(`/api/shipping/shipment/${shipment.id}`, staff, {})).status).toBe(400);
    expect(
      (
        await get(`/api/shipping/shipment/${shipment.id}`, other, {
          'x-account-id': 'HOTHER7SLS',
          'x-account-domain': 'other',
        })
      ).status,
    ).toBe(404);
    expect(
      (await get(`/api/shipping/shipment/${shipment.id}`, staff, { ...account, 'x-account-id': 'X' })).status,
    ).toBe(403);
    expect((await get(`/api/shipping/shipment/${shipment.id}`, '')).status).toBe(401);

    const bulk = await patch('/api/shipping/shipments/bulk-get', {
      shipments: [
        { id: shipment.id, topic: shipment.topic },
        { id: shipment.id + 1, topic: 'catalogref:WRONG' },
        { id: 99_999_999, topic: shipment.topic },
      ],
    });
    expect(bulk.body.data.shipments.map((s: { id: number }) => s.id)).toEqual([shipment.id]);
    expect((await patch('/api/shipping/shipments/bulk-get', { shipments: [{ id: 'x' }] })).status).toBe(400);
    expect(
      (
        await patch('/api/shipping/shipments/bulk-get', { shipments: [] }, staff, {
          ...account,
          'x-account-id': 'X',
        })
      ).status,
    ).toBe(403);
    expect((await patch('/api/shipping/shipments/bulk-get', { shipments: [] }, '')).status).toBe(401);
  });

  it('exercised every operation and every declared status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
