import { makeTestImage } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Images over HTTP against the real upstream on PGlite (sales §2): the Upload Images step, signed
 * upload addresses, the file PUT through the gateway's /images proxy, registration by file name,
 * the lot page's images, rotate, reorder, delete; and the refusals (tampered or expired signature,
 * wrong content, paths that are not image keys, oversized bodies, the two-hour lock).
 */
const PASSWORD = 'demo-password';

const STEP = `query($g: ID!, $c: ID!) { imageUploadStep(groupId: $g, catalogId: $c) {
  groupId catalogId routeType isBin in2Hours imageCount lotsWithoutImagesCount nextStepPath
  lots { lotId lotNumber lotExt displayNumber invNumber imageCount }
  limits { maxBytes minPixels types batchSize concurrencyThreshold putTimeoutMs putRetries retryDelayMs } } }`;
const REQUEST = `mutation($c: ID!, $n: Int!, $t: ImageFileType!) {
  requestImageUploads(catalogId: $c, count: $n, fileType: $t) { putUrl imageUrl contentType expiresAt } }`;
const REGISTER = `mutation($c: ID!, $f: ImageNumberFormat!, $i: [ImageRegistrationInput!]!) {
  registerImages(catalogId: $c, numberFormat: $f, images: $i) {
    index photoId lotId sequence imageUrl thumbnailUrl width height replaced warning { code message } error { code message } } }`;
const LOT_IMAGES = `query($c: ID!, $l: ID!) { lotImages(catalogId: $c, lotId: $l) {
  photoId lotId sequence url thumbnailUrl width height } }`;
const PRIMARY = `query($c: ID!) { catalogPrimaryImages(catalogId: $c) { lotId lotNumber invNumber url thumbnailUrl } }`;
const DELETE = `mutation($c: ID!, $l: ID!, $s: Int!) { deleteLotImage(catalogId: $c, lotId: $l, sequence: $s) {
  deleted remaining { photoId sequence } } }`;
const REORDER = `mutation($c: ID!, $l: ID!, $p: [ID!]!) { reorderLotImages(catalogId: $c, lotId: $l, photoIds: $p) { photoId sequence } }`;
const RESEQUENCE = `mutation($c: ID!, $l: ID!) { resequenceLotImages(catalogId: $c, lotId: $l) { photoId sequence } }`;
const ROTATE = `mutation($c: ID!, $l: ID!, $s: Int!, $r: Int!) { rotateLotImage(catalogId: $c, lotId: $l, sequence: $s, rotation: $r) { width height } }`;

interface Target {
  putUrl: string;
  imageUrl: string;
  contentType: string;
  expiresAt: string;
}
interface Registered {
  index: number;
  photoId: string | null;
  lotId: string | null;
  sequence: number | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  replaced: boolean;
  warning: { code: string } | null;
  error: { code: string; message: string } | null;
}
interface Image {
  photoId: string;
  sequence: number;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

describe('images through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let groupId: string;
  let catalogId: string;
  let lockedCatalogId: string;
  let lotOne: string;
  let lotTwo: string;
  /** How far the image service's clock runs ahead (to expire signed URLs). */
  let clockSkewMs = 0;

  const targets = async (count: number, type: 'JPG' | 'PNG' = 'JPG', catalog = catalogId) =>
    dataOf<{ requestImageUploads: Target[] }>(
      await gql(stack.gatewayUrl, REQUEST, { c: catalog, n: count, t: type }, staff),
    ).requestImageUploads;
  /** The browser's PUT: same origin, the signed path as given, the raw bytes. */
  const put = (target: string, body: Buffer, contentType = 'image/jpeg') =>
    request(stack.gatewayUrl).put(target).set('content-type', contentType).send(body);
  const register = async (images: unknown[], format = 'LOT_NUMBER') =>
    dataOf<{ registerImages: Registered[] }>(
      await gql(stack.gatewayUrl, REGISTER, { c: catalogId, f: format, i: images }, staff),
    ).registerImages;
  const lotImages = async (lotId: string) =>
    dataOf<{ lotImages: Image[] }>(await gql(stack.gatewayUrl, LOT_IMAGES, { c: catalogId, l: lotId }, staff))
      .lotImages;

  beforeAll(async () => {
    stack = await startStack({ upstream: { imageClock: () => new Date(Date.now() + clockSkewMs) } });
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    const db = stack.upstream.db;
    const house = await db
      .selectFrom('houses')
      .select('id')
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const address = await db
      .selectFrom('house_addresses')
      .select('id')
      .where('house_id', '=', house.id)
      .executeTakeFirstOrThrow();
    const catalog = async (startsInHours: number) => {
      const group = await db
        .insertInto('sale_groups')
        .values({ house_id: house.id, name: 'Images', is_timed: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const serial = Math.random().toString(36).slice(2, 10).toUpperCase();
      const row = await db
        .insertInto('catalogs')
        .values({
          house_id: house.id,
          sale_group_id: group.id,
          ref: `GWIMAGES${serial}`,
          title: 'Images timed',
          identifier: serial,
          starts_at: new Date(Date.now() + startsInHours * 3_600_000),
          address_id: address.id,
          sale_type: 'timed',
          buyer_premium_rate: 25_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { groupId: String(group.id), catalogId: String(row.id), catalogNumber: row.id };
    };
    const open = await catalog(24 * 20);
    groupId = open.groupId;
    catalogId = open.catalogId;
    lockedCatalogId = (await catalog(1)).catalogId;
    const lot = async (lotNumber: number | null, ext: string, inv: string | null) =>
      String(
        (
          await db
            .insertInto('lots')
            .values({
              house_id: house.id,
              catalog_id: open.catalogNumber,
              ref: `GWIMG${open.catalogNumber}-${lotNumber ?? inv}${ext}`,
              lot_number: lotNumber,
              lot_number_ext: ext,
              inv_number: inv,
              title: `Lot ${lotNumber ?? inv}`,
              low_estimate: null,
              high_estimate: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    lotOne = await lot(1, '', 'INV-1');
    lotTwo = await lot(2, 'A', null);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows the Upload Images step: numbers, lock and limits', async () => {
    const step = dataOf<{ imageUploadStep: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, STEP, { g: groupId, c: catalogId }, staff),
    ).imageUploadStep;
    expect(step).toMatchObject({
      groupId,
      catalogId,
      routeType: 'timed',
      isBin: false,
      in2Hours: false,
      imageCount: 0,
      lotsWithoutImagesCount: 2,
      nextStepPath: `/session/timed/${groupId}/${catalogId}/5`,
      limits: {
        maxBytes: 10485760,
        minPixels: 1000,
        types: ['jpg', 'jpeg', 'png'],
        batchSize: 20,
        concurrencyThreshold: 100,
        putTimeoutMs: 300000,
        putRetries: 5,
        retryDelayMs: 3000,
      },
    });
    expect(step['lots']).toEqual([
      { lotId: lotOne, lotNumber: '1', lotExt: null, displayNumber: '1', invNumber: 'INV-1', imageCount: 0 },
      { lotId: lotTwo, lotNumber: '2', lotExt: 'A', displayNumber: '2A', invNumber: null, imageCount: 0 },
    ]);
    const wrongGroup = await gql(stack.gatewayUrl, STEP, { g: '999999', c: catalogId }, staff);
    expect(firstError(wrongGroup).code).toBe('NOT_FOUND');
  });

  it('uploads through the /images proxy, registers, lists, rotates, reorders and deletes', async () => {
    const [first, second, third] = await targets(3);
    if (!first || !second || !third) throw new Error('no upload targets');
    // The browser only talks to the gateway: every address is the gateway's own relative path.
    expect(first.putUrl).toMatch(
      /^\/images\/upload\/[A-Za-z0-9_-]+\/\d+\/[0-9a-f-]{36}\.jpg\?expires=\d+&contentType=image%2Fjpeg&signature=/,
    );
    expect(first.imageUrl).toMatch(/^\/images\/file\//);
    expect(first.contentType).toBe('image/jpeg');
    expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.now());

    const jpeg = await makeTestImage(1200, 1000, 'jpeg');
    const stored = await put(first.putUrl, jpeg);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body).toMatchObject({ width: 1200, height: 1000, warning: null, bytes: jpeg.length });
    expect((await put(second.putUrl, await makeTestImage(400, 300, 'jpeg'))).status).toBe(200);
    expect((await put(third.putUrl, await makeTestImage(64, 48, 'jpeg'))).status).toBe(200);

    const results = await register([
      { fileName: '1.jpg', imageUrl: first.imageUrl },
      { fileName: '1.3.jpg', imageUrl: second.imageUrl },
      { fileName: '2a.0.jpeg', imageUrl: third.imageUrl, rotation: 90 },
      { fileName: '77.1.jpg', imageUrl: first.imageUrl },
      { fileName: 'photo.gif', imageUrl: first.imageUrl },
    ]);
    expect(results.map((r) => [r.index, r.error?.code ?? null])).toEqual([
      [0, null],
      [1, null],
      [2, null],
      [3, 'lotNum'],
      [4, 'type'],
    ]);
    expect(results[0]).toMatchObject({
      lotId: lotOne,
      sequence: 0,
      width: 1200,
      height: 1000,
      warning: null,
    });
    expect(results[0]?.imageUrl).toBe(first.imageUrl);
    expect(results[1]).toMatchObject({ lotId: lotOne, sequence: 3, warning: { code: 'pixel' } });
    // Rotated by a quarter turn on the server: the sides swap.
    expect(results[2]).toMatchObject({ lotId: lotTwo, width: 48, height: 64 });
    expect(results[3]?.error?.message).toBe('Lot number 77 does not exist in this catalog.');

    const images = await lotImages(lotOne);
    expect(images.map((i) => [i.sequence, i.width])).toEqual([
      [0, 1200],
      [3, 400],
    ]);
    // Files and thumbnails are read through the gateway too.
    const file = await request(stack.gatewayUrl).get(images[0]?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(file.body as Buffer, jpeg)).toBe(0);
    const thumb = await request(stack.gatewayUrl).get(`${images[0]?.thumbnailUrl ?? ''}?v=2`);
    expect(thumb.status).toBe(200);

    const primary = dataOf<{
      catalogPrimaryImages: Array<{ lotId: string; lotNumber: string; url: string }>;
    }>(await gql(stack.gatewayUrl, PRIMARY, { c: catalogId }, staff)).catalogPrimaryImages;
    expect(primary.map((p) => [p.lotNumber, p.url])).toEqual([
      ['1', first.imageUrl],
      // Turned at registration: the same file, a new version in its address.
      ['2A', `${third.imageUrl}?v=1`],
    ]);

    const rotated = dataOf<{ rotateLotImage: { width: number; height: number } }>(
      await gql(stack.gatewayUrl, ROTATE, { c: catalogId, l: lotTwo, s: 0, r: -90 }, staff),
    ).rotateLotImage;
    expect(rotated).toEqual({ width: 64, height: 48 });
    const badTurn = await gql(stack.gatewayUrl, ROTATE, { c: catalogId, l: lotTwo, s: 0, r: 45 }, staff);
    expect(firstError(badTurn)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rotation' });

    const reordered = dataOf<{ reorderLotImages: Array<{ photoId: string; sequence: number }> }>(
      await gql(
        stack.gatewayUrl,
        REORDER,
        { c: catalogId, l: lotOne, p: [images[1]?.photoId, images[0]?.photoId] },
        staff,
      ),
    ).reorderLotImages;
    expect(reordered).toEqual([
      { photoId: images[1]?.photoId, sequence: 0 },
      { photoId: images[0]?.photoId, sequence: 1 },
    ]);
    // An order that leaves a photo out: refused in the terms of the arguments sent, never the
    // image service's (imageOrder, photoID).
    const partial = await gql(
      stack.gatewayUrl,
      REORDER,
      { c: catalogId, l: lotOne, p: [images[0]?.photoId] },
      staff,
    );
    expect(partial.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'photoIds',
      errorCode: 'INVALID_ORDER',
    });
    expect(firstError(partial).message).toBe("photoIds must name each of the lot's photos once.");
    const resequenced = dataOf<{ resequenceLotImages: Array<{ sequence: number }> }>(
      await gql(stack.gatewayUrl, RESEQUENCE, { c: catalogId, l: lotOne }, staff),
    ).resequenceLotImages;
    expect(resequenced.map((i) => i.sequence)).toEqual([0, 1]);

    const deleted = dataOf<{ deleteLotImage: { deleted: boolean; remaining: Array<{ photoId: string }> } }>(
      await gql(stack.gatewayUrl, DELETE, { c: catalogId, l: lotOne, s: 1 }, staff),
    ).deleteLotImage;
    expect(deleted).toEqual({ deleted: true, remaining: [{ photoId: images[1]?.photoId, sequence: 0 }] });
    expect((await lotImages(lotOne)).map((i) => i.photoId)).toEqual([images[1]?.photoId]);
    expect((await request(stack.gatewayUrl).get(first.imageUrl)).status).toBe(404);
    const step = dataOf<{ imageUploadStep: { imageCount: number; lotsWithoutImagesCount: number } }>(
      await gql(stack.gatewayUrl, STEP, { g: groupId, c: catalogId }, staff),
    ).imageUploadStep;
    expect(step).toMatchObject({ imageCount: 2, lotsWithoutImagesCount: 0 });
  });

  it('registers by inventory number and replaces the image of a repeated name', async () => {
    const [a, b] = await targets(2, 'PNG');
    if (!a || !b) throw new Error('no upload targets');
    expect((await put(a.putUrl, await makeTestImage(30, 30, 'png'), 'image/png')).status).toBe(200);
    expect((await put(b.putUrl, await makeTestImage(40, 40, 'png'), 'image/png')).status).toBe(200);
    const [first] = await register([{ fileName: 'INV-1.7.png', imageUrl: a.imageUrl }], 'INVENTORY_NUMBER');
    expect(first).toMatchObject({ lotId: lotOne, sequence: 7, replaced: false, error: null });
    const [again] = await register(
      [{ number: 'INV-1', sequence: 7, imageUrl: b.imageUrl }],
      'INVENTORY_NUMBER',
    );
    expect(again).toMatchObject({ lotId: lotOne, sequence: 7, replaced: true, width: 40 });
    expect((await lotImages(lotOne)).filter((i) => i.sequence === 7).map((i) => i.width)).toEqual([40]);
  });

  it('refuses a tampered or expired signed address, a wrong content, odd paths and oversized bodies', async () => {
    const [target] = await targets(1);
    if (!target) throw new Error('no upload target');
    const jpeg = await makeTestImage(20, 20, 'jpeg');

    const tampered = target.putUrl.replace(
      /signature=([A-Za-z0-9_-])/,
      (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    const forged = await put(tampered, jpeg);
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: { code: 'SIGNATURE_INVALID' } });
    const longer = await put(
      target.putUrl.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      jpeg,
    );
    expect(longer.body).toMatchObject({ error: { code: 'SIGNATURE_INVALID' } });

    const png = await put(target.putUrl, await makeTestImage(20, 20, 'png'));
    expect(png.status).toBe(422);
    expect(png.body).toMatchObject({ error: { code: 'invalidImage' } });
    const wrongType = await put(target.putUrl, jpeg, 'image/png');
    expect(wrongType.status).toBe(415);

    for (const path of [
      '/images/file/../../cps/app/house/1/info',
      '/images/file/%2e%2e/x.jpg',
      '/images/upload/demo/1/x.jpg?expires=1',
    ]) {
      const res = await request(stack.gatewayUrl).get(path);
      expect([404], path).toContain(res.status);
    }
    const getUpload = await request(stack.gatewayUrl).get(target.putUrl);
    expect(getUpload.status).toBe(404);

    const huge = await request(stack.gatewayUrl)
      .put(target.putUrl)
      .set('content-type', 'image/jpeg')
      .set('content-length', String(11 * 1024 * 1024))
      .send(Buffer.alloc(1024))
      .then(
        (res) => res,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
    if (!(huge instanceof Error)) {
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ error: { code: 'size' } });
    }
    // A chunked body (no length) is cut off past 10 MB while streaming.
    const big = Buffer.alloc(10 * 1024 * 1024 + 200 * 1024, 1);
    const chunked = await fetch(`${stack.gatewayUrl}${target.putUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < big.length; i += 256 * 1024)
            controller.enqueue(big.subarray(i, i + 256 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    if (!(chunked instanceof Error)) expect((chunked as globalThis.Response).status).toBe(413);

    // The same signed address, once its time is over.
    clockSkewMs = 2 * 3_600_000;
    try {
      const expired = await put(target.putUrl, jpeg);
      expect(expired.status).toBe(403);
      expect(expired.body).toMatchObject({ error: { code: 'URL_EXPIRED' } });
    } finally {
      clockSkewMs = 0;
    }
    // Still good before it expires.
    expect((await put(target.putUrl, jpeg)).status).toBe(200);
  });

  it('refuses uploads and changes within two hours of the sale (CATALOG_LOCKED)', async () => {
    const locked = await gql(stack.gatewayUrl, REQUEST, { c: lockedCatalogId, n: 1, t: 'JPG' }, staff);
    expect(firstError(locked)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You can not edit, delete or add additional lots at this time.',
    });
    expect(locked.body.errors?.[0]?.extensions?.['errorCode']).toBe('CATALOG_LOCKED');
    const register = await gql(
      stack.gatewayUrl,
      REGISTER,
      { c: lockedCatalogId, f: 'LOT_NUMBER', i: [{ fileName: '1.jpg', imageUrl: '/images/file/x' }] },
      staff,
    );
    expect(register.body.errors?.[0]?.extensions?.['errorCode']).toBe('CATALOG_LOCKED');
  });

  it('needs a signed-in caller with the calendar flag', async () => {
    const anonymous = await gql(stack.gatewayUrl, REQUEST, { c: catalogId, n: 1, t: 'JPG' });
    expect(firstError(anonymous).code).toBe('UNAUTHENTICATED');
    const clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    const refused = await gql(stack.gatewayUrl, LOT_IMAGES, { c: catalogId, l: lotOne }, clerk);
    expect(firstError(refused).code).toBe('FORBIDDEN');
    const tooMany = await gql(stack.gatewayUrl, REQUEST, { c: catalogId, n: 101, t: 'JPG' }, staff);
    expect(firstError(tooMany)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'count' });
  });
});
