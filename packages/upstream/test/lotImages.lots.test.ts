import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../src/testing.js';
import { createContractChecker } from './support/contractChecker.js';
import { makeCatalog } from './support/lots.fixtures.js';
import { getAs, postAs, signIn, type SignedIn } from './support/session.js';
import { makeImage, pixelAt, rawRequest } from './lotImages.support.js';

/**
 * Lot images (catalog.yaml, tag lotImages) on the real upstream with its image service: files
 * uploaded through signed URLs, registered to lots by lot or inventory number, replaced, rotated,
 * deleted, reordered and resequenced; the two-hour lock; every declared status of the contract.
 */
const contract = createContractChecker(new URL('../openapi/catalog.yaml', import.meta.url), {
  tags: ['lotImages'],
});

interface Registration {
  error: { code: string; message: string } | null;
  imageS3URL: string | null;
  photoID: number | null;
  imageSeq?: number | null;
  lotID?: number;
  width?: number;
  height?: number;
  replaced?: boolean;
  warning?: { code: string } | null;
}
interface LotImageBody {
  photoID: number;
  imageSeq: number;
  imageURL: string;
  thumbnailURL: string;
  width: number;
  height: number;
}

describe('lot images', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let other: SignedIn;
  let houseId: number;
  let catalogId: number;
  let secondCatalogId: number;
  let lockedCatalogId: number;
  const lots: Record<string, number> = {};

  const check = (method: 'get' | 'post' | 'put', res: request.Response) => contract.check(method, res);
  const registerPath = (catalog = catalogId, house = houseId) =>
    `/cps/app/image/house/${house}/catalog/${catalog}?fromDIY=true&doValidation=false`;
  const register = async (records: unknown, who: SignedIn | null = staff, path = registerPath()) => {
    const req = request(up.url).put(path);
    return check('put', await (who ? req.set('Cookie', who.cookie) : req).send(records as object));
  };
  const imagesOf = async (lotId: number) => {
    const res = check(
      'get',
      await getAs(
        up.url,
        staff,
        `/cps/app/catalog/${catalogId}/_/house/${houseId}/getimageurls?lotID=${lotId}`,
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { images: LotImageBody[] }).images;
  };
  const imageCount = async (lotId: number) =>
    (await up.db.selectFrom('lots').select('image_count').where('id', '=', lotId).executeTakeFirstOrThrow())
      .image_count;
  const pathOf = (url: string) => new URL(url, up.url).pathname;

  /** Signed URLs for the catalog, each file PUT through them; answers the image URLs. */
  const upload = async (
    files: Buffer[],
    type: 'jpg' | 'png' = 'jpg',
    catalog = catalogId,
  ): Promise<string[]> => {
    const res = await getAs(
      up.url,
      staff,
      `/cps/app/image/house/${houseId}/catalog/${catalog}/uploadurls?numImages=${files.length}&type=${type}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const urls = res.body as Array<{ imageUrl: string; putUrl: string }>;
    for (const [i, file] of files.entries()) {
      const put = new URL(urls[i]?.putUrl ?? '');
      const stored = await rawRequest(
        up.url,
        'PUT',
        put.pathname + put.search,
        { 'content-type': type === 'png' ? 'image/png' : 'image/jpeg' },
        file,
      );
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    }
    return urls.map((u) => u.imageUrl);
  };

  const addLot = async (catalog: number, lotNumber: number | null, ext: string, inv: string | null) => {
    const row = await up.db
      .insertInto('lots')
      .values({
        house_id: houseId,
        catalog_id: catalog,
        ref: `IMG${catalog}${lotNumber ?? inv}${ext}`,
        lot_number: lotNumber,
        lot_number_ext: ext,
        inv_number: inv,
        title: `Image lot ${lotNumber ?? inv}${ext}`,
        low_estimate: null,
        high_estimate: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    other = await signIn(up.url, DEMO_LOGINS.otherStaff);
    houseId = (
      await up.db
        .selectFrom('houses')
        .select('id')
        .where('ref', '=', DEMO_HOUSE_REF)
        .executeTakeFirstOrThrow()
    ).id;
    catalogId = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'timed')).id;
    secondCatalogId = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'live')).id;
    lockedCatalogId = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'live', 1)).id;
    lots['1'] = await addLot(catalogId, 1, '', 'INV-1');
    lots['2A'] = await addLot(catalogId, 2, 'A', null);
    lots['INV-9'] = await addLot(catalogId, null, '', 'INV-9');
    lots['3'] = await addLot(catalogId, 3, '', null);
    lots['4'] = await addLot(catalogId, 4, '', null);
    lots['5'] = await addLot(catalogId, 5, '', null);
    lots['locked'] = await addLot(lockedCatalogId, 1, '', null);
  });
  afterAll(async () => {
    await up?.close();
  });

  it('gives the seeded demo sales real images that count', async () => {
    const rows = await up.db
      .selectFrom('lot_images')
      .innerJoin('lots', 'lots.id', 'lot_images.lot_id')
      .select(['lots.id', 'lots.image_count', 'lot_images.storage_key'])
      .execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.image_count).toBe(1);
    const first = rows[0];
    if (!first) throw new Error('no seeded image');
    const read = await request(up.url).get(`/images/file/${first.storage_key}`);
    expect(read.status).toBe(200);
    expect((await sharp(read.body as Buffer).metadata()).width).toBe(1000);
  });

  it('registers by lot number and by inventory number, with the pixel warning', async () => {
    const [a, b, c] = await upload([
      await makeImage(1200, 1000, 'jpeg'),
      await makeImage(300, 200, 'jpeg'),
      await makeImage(1000, 1000, 'jpeg'),
    ]);
    const res = await register([
      { imageSeq: 0, imageURL: a, lotNum: '1', lotExt: '' },
      { imageSeq: '1', imageURL: pathOf(b ?? ''), lotNum: 2, lotExt: 'a' },
      { imageSeq: 0, imageURL: c, invNumber: 'INV-9' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [first, second, third] = (res.body as { images: Registration[] }).images;
    expect(first).toMatchObject({
      error: null,
      lotID: lots['1'],
      imageSeq: 0,
      width: 1200,
      height: 1000,
      warning: null,
    });
    expect(second).toMatchObject({ error: null, lotID: lots['2A'], imageSeq: 1, warning: { code: 'pixel' } });
    expect(third).toMatchObject({ error: null, lotID: lots['INV-9'], replaced: false });
    expect(first?.imageS3URL).toBe(a);
    expect(await imageCount(lots['1'] ?? 0)).toBe(1);
    expect(await imageCount(lots['2A'] ?? 0)).toBe(1);
    const thumb = await request(up.url).get(pathOf((await imagesOf(lots['1'] ?? 0))[0]?.thumbnailURL ?? ''));
    expect(thumb.status).toBe(200);
    expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(300);

    // The lot page by number, and the primary-image map.
    const byNumber = check(
      'get',
      await getAs(up.url, staff, `/cps/app/catalog/${catalogId}/2a/house/${houseId}/getimageurls`),
    );
    expect((byNumber.body as { lotID: number }).lotID).toBe(lots['2A']);
    const byInventory = check(
      'get',
      await getAs(up.url, staff, `/cps/app/catalog/${catalogId}/INV-9/house/${houseId}/getimageurls`),
    );
    expect((byInventory.body as { images: unknown[] }).images).toHaveLength(1);
    const primary = check(
      'get',
      await getAs(up.url, staff, `/cps/app/catalog/${catalogId}/house/${houseId}/primary-imageurls`),
    );
    expect(primary.status).toBe(200);
    expect((primary.body as { primaryImageUrls: Record<string, string> }).primaryImageUrls).toMatchObject({
      '1': a,
      '2A': b,
      'INV-9': c,
    });
  });

  it('answers each record on its own: unknown numbers, bad sequences, foreign or missing files', async () => {
    const [good, elsewhere] = [
      ...(await upload([await makeImage(40, 40, 'jpeg')])),
      ...(await upload([await makeImage(40, 40, 'jpeg')], 'jpg', secondCatalogId)),
    ];
    const neverStored = (good ?? '').replace(/[0-9a-f]{8}-/, '00000000-');
    const res = await register([
      { imageSeq: 0, imageURL: good, lotNum: '77' },
      { imageSeq: 0, imageURL: good, invNumber: 'NOPE-1' },
      { imageSeq: 10001, imageURL: good, lotNum: '3' },
      { imageSeq: 0, imageURL: elsewhere, lotNum: '3' },
      { imageSeq: 0, imageURL: neverStored, lotNum: '3' },
      { imageSeq: 0, imageURL: good, lotNum: '3', rotation: 45 },
      { imageSeq: 0, imageURL: good },
      { imageSeq: 0, imageURL: good, lotNum: '3' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answers = (res.body as { images: Registration[] }).images;
    expect(answers.map((a) => a.error?.code ?? null)).toEqual([
      'lotNum',
      'invNum',
      'imageSeq',
      'invalidImage',
      'invalidImage',
      'default',
      'lotNum',
      null,
    ]);
    expect(answers[0]?.error?.message).toBe('Lot number 77 does not exist in this catalog.');
    // The same file cannot be tied to a second place.
    const again = await register([{ imageSeq: 1, imageURL: good, lotNum: '4' }]);
    expect((again.body as { images: Registration[] }).images[0]?.error?.code).toBe('default');
  });

  it("refuses another house's ids", async () => {
    const [url] = await upload([await makeImage(40, 40, 'jpeg')]);
    const record = [{ imageSeq: 0, imageURL: url, lotNum: '3' }];
    expect((await register(record, staff, registerPath(catalogId, houseId + 1000))).status).toBe(403);
    const asOther = await register(record, other, registerPath(catalogId, houseId));
    expect(asOther.status).toBe(403);
    const otherHouseId = (
      await up.db
        .selectFrom('houses')
        .select('id')
        .where('ref', '=', OTHER_HOUSE_REF)
        .executeTakeFirstOrThrow()
    ).id;
    // Their own house id and our catalog: the catalog is unknown to them.
    expect((await register(record, other, registerPath(catalogId, otherHouseId))).status).toBe(404);
    expect((await register(record, null)).status).toBe(401);
    const del = check(
      'post',
      await postAs(up.url, other, '/cps/app/image/delete', {
        catalogID: catalogId,
        lotID: lots['3'],
        sequence: 0,
      }),
    );
    expect(del.status).toBe(404);
  });

  it('replaces the image of a (lot, sequence) registered again and removes the old file', async () => {
    const [first, second] = await upload([await makeImage(50, 50, 'jpeg'), await makeImage(60, 60, 'jpeg')]);
    await register([{ imageSeq: 2, imageURL: first, lotNum: '4' }]);
    const res = await register([{ imageSeq: 2, imageURL: second, lotNum: '4' }]);
    expect((res.body as { images: Registration[] }).images[0]).toMatchObject({
      error: null,
      replaced: true,
      width: 60,
    });
    expect(await imageCount(lots['4'] ?? 0)).toBe(1);
    expect((await request(up.url).get(pathOf(first ?? ''))).status).toBe(404);
    expect((await imagesOf(lots['4'] ?? 0)).map((i) => i.imageURL)).toEqual([second]);
  });

  it('rotates the stored image at registration and later: the sides swap and the pixels turn', async () => {
    // Red left half, blue right half; a quarter turn clockwise puts red on top.
    const [url] = await upload([await makeImage(64, 48, 'png')], 'png');
    const res = await register([{ imageSeq: 0, imageURL: url, lotNum: '5', rotation: 90 }]);
    expect((res.body as { images: Registration[] }).images[0]).toMatchObject({
      error: null,
      width: 48,
      height: 64,
    });
    // The file kept its key but was turned: its address carries a version so browsers fetch it anew.
    expect((res.body as { images: Registration[] }).images[0]?.imageS3URL).toMatch(/\?v=1$/);
    const stored = (
      await request(up.url)
        .get(pathOf(url ?? ''))
        .buffer(true)
    ).body as Buffer;
    expect(await sharp(stored).metadata()).toMatchObject({ width: 48, height: 64 });
    const top = await pixelAt(stored, 24, 5);
    const bottom = await pixelAt(stored, 24, 58);
    expect(top[0]).toBeGreaterThan(200);
    expect(bottom[2]).toBeGreaterThan(200);

    const turned = check(
      'post',
      await postAs(up.url, staff, '/cps/app/image/rotate', {
        catalogID: catalogId,
        lotID: lots['5'],
        sequence: 0,
        rotation: -90,
      }),
    );
    expect(turned.status, JSON.stringify(turned.body)).toBe(200);
    expect((turned.body as { image: LotImageBody }).image).toMatchObject({ width: 64, height: 48 });
    expect((turned.body as { image: LotImageBody }).image.thumbnailURL).toMatch(/\.thumb\.jpg\?v=2$/);
    const back = (
      await request(up.url)
        .get(pathOf(url ?? ''))
        .buffer(true)
    ).body as Buffer;
    expect((await pixelAt(back, 5, 24))[0]).toBeGreaterThan(200);
    const bad = check(
      'post',
      await postAs(up.url, staff, '/cps/app/image/rotate', {
        catalogID: catalogId,
        lotID: lots['5'],
        sequence: 0,
        rotation: 45,
      }),
    );
    expect(bad.status).toBe(400);
    const none = check(
      'post',
      await postAs(up.url, staff, '/cps/app/image/rotate', {
        catalogID: catalogId,
        lotID: lots['5'],
        sequence: 9,
        rotation: 90,
      }),
    );
    expect(none.status).toBe(404);
  });

  it('deletes an image with its files and keeps the count true', async () => {
    const [a, b] = await upload([await makeImage(30, 30, 'jpeg'), await makeImage(30, 30, 'jpeg')]);
    await register([
      { imageSeq: 0, imageURL: a, lotNum: '3' },
      { imageSeq: 1, imageURL: b, lotNum: '3' },
    ]);
    const before = await imageCount(lots['3'] ?? 0);
    const res = check(
      'post',
      await postAs(up.url, staff, '/cps/app/image/delete', {
        catalogID: catalogId,
        lotID: lots['3'],
        sequence: 1,
        imgType: 'lot',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, lotID: lots['3'] });
    expect(await imageCount(lots['3'] ?? 0)).toBe(before - 1);
    expect((await request(up.url).get(pathOf(b ?? ''))).status).toBe(404);
    const again = await postAs(up.url, staff, '/cps/app/image/delete', {
      catalogID: catalogId,
      lotID: lots['3'],
      sequence: 1,
    });
    expect(again.body).toMatchObject({ deleted: false });
    const bad = check(
      'post',
      await postAs(up.url, staff, '/cps/app/image/delete', {
        catalogID: catalogId,
        lotID: lots['3'],
        sequence: -1,
      }),
    );
    expect(bad.status).toBe(400);
  });

  it('reorders and resequences the lot page images', async () => {
    const lot = await addLot(catalogId, 6, '', null);
    const urls = await upload([
      await makeImage(20, 20, 'jpeg'),
      await makeImage(21, 21, 'jpeg'),
      await makeImage(22, 22, 'jpeg'),
    ]);
    await register([
      { imageSeq: 0, imageURL: urls[0], lotNum: '6' },
      { imageSeq: 3, imageURL: urls[1], lotNum: '6' },
      { imageSeq: 7, imageURL: urls[2], lotNum: '6' },
    ]);
    const resequenced = check(
      'get',
      await getAs(up.url, staff, `/cps/app/catalog/${catalogId}/6/resequenceimages`),
    );
    expect(resequenced.status).toBe(200);
    const images = (resequenced.body as { images: LotImageBody[] }).images;
    expect(images.map((i) => [i.imageSeq, i.width])).toEqual([
      [0, 20],
      [1, 21],
      [2, 22],
    ]);
    const order = [images[2]?.photoID, images[0]?.photoID, images[1]?.photoID];
    const reordered = check(
      'post',
      await postAs(up.url, staff, `/cps/app/catalog/${catalogId}/6/reorderimages`, { imageOrder: order }),
    );
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect((reordered.body as { images: LotImageBody[] }).images.map((i) => [i.imageSeq, i.width])).toEqual([
      [0, 22],
      [1, 20],
      [2, 21],
    ]);
    expect(await imageCount(lot)).toBe(3);
    const partial = check(
      'post',
      await postAs(up.url, staff, `/cps/app/catalog/${catalogId}/6/reorderimages`, {
        imageOrder: order.slice(1),
      }),
    );
    expect(partial.status).toBe(400);
    const missing = check(
      'post',
      await postAs(up.url, staff, `/cps/app/catalog/${catalogId}/99/reorderimages`, { imageOrder: [] }),
    );
    expect(missing.status).toBe(404);
  });

  it('refuses every change within two hours of the sale (CATALOG_LOCKED)', async () => {
    const base = `/cps/app/image/house/${houseId}/catalog/${lockedCatalogId}`;
    const urls = await getAs(up.url, staff, `${base}/uploadurls?numImages=1&type=jpg`);
    expect(urls.status).toBe(409);
    expect(urls.body).toMatchObject({ error: { code: 'CATALOG_LOCKED' } });
    const reg = await register([{ imageSeq: 0, imageURL: '/images/file/x', lotNum: '1' }], staff, base);
    expect(reg.status).toBe(409);
    expect(reg.body).toMatchObject({
      error: {
        code: 'CATALOG_LOCKED',
        message: 'You can not edit, delete or add additional lots at this time.',
      },
    });
    const locked = { catalogID: lockedCatalogId, lotID: lots['locked'], sequence: 0 };
    expect(check('post', await postAs(up.url, staff, '/cps/app/image/delete', locked)).status).toBe(409);
    expect(
      check('post', await postAs(up.url, staff, '/cps/app/image/rotate', { ...locked, rotation: 90 })).status,
    ).toBe(409);
    expect(
      check('get', await getAs(up.url, staff, `/cps/app/catalog/${lockedCatalogId}/1/resequenceimages`))
        .status,
    ).toBe(409);
    expect(
      check(
        'post',
        await postAs(up.url, staff, `/cps/app/catalog/${lockedCatalogId}/1/reorderimages`, {
          imageOrder: [],
        }),
      ).status,
    ).toBe(409);
    // Reading stays open.
    expect(
      (await getAs(up.url, staff, `/cps/app/catalog/${lockedCatalogId}/1/house/${houseId}/getimageurls`))
        .status,
    ).toBe(200);
  });

  it('needs a caller, a valid body and known ids', async () => {
    const anon = async (method: 'get' | 'post', path: string, body: object = {}) =>
      check(
        method,
        method === 'get' ? await request(up.url).get(path) : await request(up.url).post(path).send(body),
      );
    const lotPage = `/cps/app/catalog/${catalogId}/1`;
    expect((await anon('get', `${lotPage}/house/${houseId}/getimageurls`)).status).toBe(401);
    expect((await anon('get', `${lotPage}/resequenceimages`)).status).toBe(401);
    expect((await anon('post', `${lotPage}/reorderimages`, { imageOrder: [] })).status).toBe(401);
    expect(
      (await anon('get', `/cps/app/catalog/${catalogId}/house/${houseId}/primary-imageurls`)).status,
    ).toBe(401);
    expect((await anon('post', '/cps/app/image/delete', {})).status).toBe(401);
    expect((await anon('post', '/cps/app/image/rotate', {})).status).toBe(401);
    expect((await register({ not: 'an array' })).status).toBe(400);
    expect((await register([{ imageSeq: 0, imageURL: 'x', lotNum: '1', colour: 'red' }])).status).toBe(400);
    expect(
      (await register([{ imageSeq: 0, imageURL: 'x', lotNum: '1' }], staff, registerPath(999_999))).status,
    ).toBe(404);
    const g = (path: string) => getAs(up.url, staff, path).then((res) => check('get', res));
    expect((await g(`${lotPage}/house/${houseId + 1000}/getimageurls`)).status).toBe(403);
    expect((await g(`/cps/app/catalog/${catalogId}/888/house/${houseId}/getimageurls`)).status).toBe(404);
    expect((await g(`/cps/app/catalog/${catalogId}/888/resequenceimages`)).status).toBe(404);
    expect((await g(`/cps/app/catalog/${catalogId}/house/${houseId + 1000}/primary-imageurls`)).status).toBe(
      403,
    );
    expect((await g(`/cps/app/catalog/999999/house/${houseId}/primary-imageurls`)).status).toBe(404);
    const del = check(
      'post',
      await postAs(up.url, staff, '/cps/app/image/delete', {
        catalogID: catalogId,
        lotID: 999_999,
        sequence: 0,
      }),
    );
    expect(del.status).toBe(404);
  });

  it('exercised every operation and status of the contract', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
