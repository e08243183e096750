import request from 'supertest';
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
import { insertReviewLots } from './publishing.support.js';

/**
 * Preview and Review & Publish (the `publishing` tag of catalog.yaml and of house.yaml) against their
 * contract, every declared status provoked: the preview, publish all (refused with an unlotted item),
 * publish selected, delete by number and by inventory number (numbers not reusable: 112), the
 * two-hour lock on delete, featured lots (exactly 5, banned, no image, house flag), the cover photo
 * (130, select, set after publish) and house isolation.
 */
const catalogContract = createContractChecker(new URL('../openapi/catalog.yaml', import.meta.url), {
  tags: ['publishing'],
});
const houseContract = createContractChecker(new URL('../openapi/house.yaml', import.meta.url), {
  tags: ['publishing'],
});
const contractFor = (path: string) => (path.startsWith('/cps/') ? catalogContract : houseContract);

describe('review operations (contract)', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let other: SignedIn;
  let catalog: number;
  let lots: Map<string, number>;
  const id = (key: string) => lots.get(key)!;

  const get = async (who: SignedIn | null, path: string) =>
    contractFor(path).check('get', await (who ? getAs(up.url, who, path) : request(up.url).get(path)));
  const post = async (who: SignedIn | null, path: string, body: unknown) =>
    contractFor(path).check(
      'post',
      await (who
        ? postAs(up.url, who, path, body)
        : request(up.url)
            .post(path)
            .send(body as object)),
    );
  const cps = (path: string) => `/cps/app/catalog/${catalog}${path}`;

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    other = await signIn(up.url, DEMO_LOGINS.otherStaff);
    catalog = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'timed')).id;
    lots = await insertReviewLots(up.db, catalog, [
      { number: '1', unpublished: true },
      { number: '2', unpublished: true, images: 2 },
      { number: '3', banned: true },
      { number: '4' },
      { number: '5' },
      { number: '6' },
      { number: '7', unpublished: true, images: 0 },
      { inv: 'INV-8', unpublished: true },
    ]);
  });
  afterAll(async () => {
    await up?.close();
  });

  it('previews the catalog header and its lots', async () => {
    const res = await get(staff, cps('/preview'));
    expect(res.status).toBe(200);
    expect(res.body.catalog).toMatchObject({
      title: 'Items test timed',
      timed: 1,
      saleType: 'timed',
      in2Hours: 0,
    });
    expect(res.body.lots).toHaveLength(8);
    expect(res.body.lots[0]).toMatchObject({ lotNumber: '1', loEst: '100.00', hiEst: '200.00' });
    expect(res.body.lots[0].primaryImg).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/file\//);
    expect(res.body.lots.find((l: { lotNumber: string }) => l.lotNumber === '7').primaryImg).toBeNull();
    expect((await get(staff, cps('/saleTimeIn2Hours'))).body).toEqual({ in2Hours: 0 });
    expect((await get(staff, `/app/isCatalogPublished/${catalog}`)).body).toEqual({
      isCatalogPublished: false,
    });
    expect((await get(staff, `/app/catalogURL/${catalog}`)).body.catalogURLMap).toBeTypeOf('object');
  });

  it('previews one page of the lots searched in SQL through the paged extension', async () => {
    const res = await get(staff, cps('/preview?search=inv-&offset=0&limit=5'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 1, lotCount: 8, lots: [{ invNumber: 'INV-8' }] });
    const second = await get(staff, cps('/preview?offset=5&limit=5'));
    expect(second.body.lots.map((l: { lotNumber: string | null }) => l.lotNumber)).toEqual(['6', '7', null]);
    expect((await get(staff, cps('/preview?limit=many'))).status).toBe(400);
  });

  it('refuses Publish All while an item has no lot number; publishes selected lots', async () => {
    const all = await get(staff, cps('/publishlots'));
    expect(all.status).toBe(400);
    expect(all.body.error.code).toBe('LOTS_WITHOUT_LOT_NUMBER');

    const published = await post(staff, cps('/lots/publish'), ['1', '2']);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(
      published.body.lots.map((l: { lotNumber: string; unpublished: boolean }) => [
        l.lotNumber,
        l.unpublished,
      ]),
    ).toEqual([
      ['1', false],
      ['2', false],
    ]);
    expect((await post(staff, cps('/lots/publish'), ['1'])).body.error.code).toBe('LOT_ALREADY_PUBLISHED');
    expect((await post(staff, cps('/lots/publish'), ['99'])).status).toBe(404);
    expect((await post(staff, cps('/lots/publish'), [])).status).toBe(400);
  });

  it('saves exactly 5 eligible featured lots', async () => {
    expect((await get(staff, `/cps/app/featuredLots/catalog/${catalog}`)).body).toEqual({ featuredLots: [] });
    const five = ['1', '2', '4', '5', '6'].map(id);
    const saved = await post(staff, `/cps/app/featuredLots/catalog/${catalog}`, five);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ featuredLots: five });

    const banned = await post(
      staff,
      `/cps/app/featuredLots/catalog/${catalog}`,
      ['1', '2', '3', '4', '5'].map(id),
    );
    expect(banned.status).toBe(400);
    expect(banned.body.error).toEqual({
      code: 'FEATURED_BANNED',
      message:
        'A banned lot has been selected and is ineligible to be featured. Select 5 unbanned featured lots.',
    });
    const noImage = await post(
      staff,
      `/cps/app/featuredLots/catalog/${catalog}`,
      ['1', '2', '4', '5', '7'].map(id),
    );
    expect(noImage.body.error.code).toBe('FEATURED_INELIGIBLE');
    const four = await post(staff, `/cps/app/featuredLots/catalog/${catalog}`, five.slice(0, 4));
    expect(four.body.error.code).toBe('FEATURED_COUNT');
    expect((await post(staff, `/cps/app/featuredLots/catalog/${catalog}`, { ids: five })).status).toBe(400);
    expect((await get(staff, `/cps/app/featuredLots/catalog/${catalog}`)).body).toEqual({
      featuredLots: five,
    });

    // A house without featured lots is refused.
    const otherCatalog = (await makeCatalog(up.db, OTHER_HOUSE_REF, 'live')).id;
    expect((await post(other, `/cps/app/featuredLots/catalog/${otherCatalog}`, five)).status).toBe(403);
  });

  it('selects a cover, flags it 130 when its lot is deleted, and sets it again after publishing', async () => {
    const missing = await get(staff, cps('/getcoverimageurl'));
    expect(missing.body).toMatchObject({ coverImageUrl: null, errorCode: '130' });

    const preview = await get(staff, cps('/preview'));
    const imageOf = (n: string) =>
      preview.body.lots.find((l: { lotNumber: string }) => l.lotNumber === n).primaryImg as string;
    expect(
      (await post(staff, cps('/selectcoverimage/'), { httpThumbPath: 'https://evil.example/x.jpg' })).status,
    ).toBe(400);
    const chosen = await post(staff, cps('/selectcoverimage/'), { httpThumbPath: imageOf('4') });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toEqual({ coverImageUrl: imageOf('4'), errorCode: null, errorMessage: null });

    const deleted = await post(staff, cps('/lots/delete'), ['4']);
    expect(deleted.body).toEqual({ success: true, lotIDs: [id('4')] });
    expect((await get(staff, cps('/getcoverimageurl'))).body.errorCode).toBe('130');
    expect((await get(staff, `/cps/app/featuredLots/catalog/${catalog}`)).body.featuredLots).not.toContain(
      id('4'),
    );

    // A deleted number is never reusable (code 112 on the lot page).
    const again = await postAs(up.url, staff, cps('/lot/new'), {
      lotNumber: '4',
      lotTitle: 'Again',
      lotDescription: 'x',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('112');
    expect((await post(staff, cps('/lots/publish'), ['4'])).body.error.code).toBe('LOT_DELETED');

    const set = await get(staff, cps(`/setcoverimage?t=${Date.now()}`));
    // The cover is the first published lot's thumbnail (the preview lists full images).
    const thumbOf = (n: string) => imageOf(n).replace(/\.jpg$/, '.thumb.jpg');
    expect(set.body).toEqual({ coverImageUrl: thumbOf('1'), errorCode: null, errorMessage: null });
  });

  it('deletes by inventory number, then publishes all', async () => {
    const deleted = await post(staff, cps('/lots/deleteByInventoryNumber'), ['inv-8']);
    expect(deleted.body).toEqual({ success: true, lotIDs: [id('INV-8')] });
    expect((await post(staff, cps('/lots/deleteByInventoryNumber'), ['INV-8'])).status).toBe(404);
    expect((await post(staff, cps('/lots/deleteByInventoryNumber'), 'INV-8')).status).toBe(400);
    expect((await post(staff, cps('/lots/delete'), ['55'])).status).toBe(404);
    expect((await post(staff, cps('/lots/delete'), [{}])).status).toBe(400);

    const all = await get(staff, cps('/publishlots'));
    expect(all.body).toEqual({ success: true, publishedCount: 1, isCatalogPublished: true });
    expect((await get(staff, `/app/isCatalogPublished/${catalog}`)).body).toEqual({
      isCatalogPublished: true,
    });
  });

  it('locks delete, featured items and the cover within two hours of the sale, not publishing', async () => {
    const soon = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'live', 1)).id;
    await insertReviewLots(up.db, soon, [{ number: '1', unpublished: true, inv: 'A-1' }]);
    expect((await get(staff, `/cps/app/catalog/${soon}/saleTimeIn2Hours`)).body).toEqual({ in2Hours: 1 });
    const byNumber = await post(staff, `/cps/app/catalog/${soon}/lots/delete`, ['1']);
    expect(byNumber.status).toBe(409);
    expect(byNumber.body.error).toEqual({
      code: 'CATALOG_LOCKED',
      message: 'You can not edit, delete or add additional lots at this time.',
    });
    expect((await post(staff, `/cps/app/catalog/${soon}/lots/deleteByInventoryNumber`, ['A-1'])).status).toBe(
      409,
    );
    expect((await post(staff, `/cps/app/featuredLots/catalog/${soon}`, [1, 2, 3, 4, 5])).status).toBe(409);
    expect(
      (
        await post(staff, `/cps/app/catalog/${soon}/selectcoverimage/`, {
          httpThumbPath: '/images/file/x.jpg',
        })
      ).status,
    ).toBe(409);
    expect((await get(staff, `/cps/app/catalog/${soon}/publishlots`)).status).toBe(200);
  });

  it("uses a lot's stored image of lowest sequence as its primary image and cover", async () => {
    const own = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'live')).id;
    const lotId = (await insertReviewLots(up.db, own, [{ number: '1', images: 0 }])).get('1')!;
    const houseId = (
      await up.db.selectFrom('catalogs').select('house_id').where('id', '=', own).executeTakeFirstOrThrow()
    ).house_id;
    const stored = (sequence: number) => ({
      house_id: houseId,
      catalog_id: own,
      lot_id: lotId,
      sequence,
      storage_key: `demo/${own}/review-${sequence}.jpg`,
      thumbnail_key: `demo/${own}/review-${sequence}.thumb.jpg`,
      width: 1200,
      height: 1000,
    });
    await up.db
      .insertInto('lot_images')
      .values([stored(2), stored(1)])
      .execute();
    const preview = await get(staff, `/cps/app/catalog/${own}/preview`);
    expect(preview.body.lots[0].primaryImg).toBe(`${up.url}/images/file/demo/${own}/review-1.jpg`);
    const cover = await post(staff, `/cps/app/catalog/${own}/selectcoverimage/`, {
      httpThumbPath: `${up.url}/images/file/demo/${own}/review-1.thumb.jpg`,
    });
    expect(cover.body).toMatchObject({ errorCode: null });
  });

  it('keeps houses apart and refuses anonymous callers', async () => {
    const gets = [
      cps('/preview'),
      cps('/saleTimeIn2Hours'),
      cps('/publishlots'),
      cps('/getcoverimageurl'),
      cps('/setcoverimage'),
      `/cps/app/featuredLots/catalog/${catalog}`,
      `/app/isCatalogPublished/${catalog}`,
      `/app/catalogURL/${catalog}`,
    ];
    const posts: Array<[string, unknown]> = [
      [cps('/lots/publish'), ['5']],
      [cps('/lots/delete'), ['5']],
      [cps('/lots/deleteByInventoryNumber'), ['X']],
      [`/cps/app/featuredLots/catalog/${catalog}`, [1, 2, 3, 4, 5]],
      [cps('/selectcoverimage/'), { httpThumbPath: 'x' }],
    ];
    for (const path of gets) {
      expect((await get(null, path)).status, path).toBe(401);
      expect((await get(other, path)).status, path).toBe(404);
    }
    for (const [path, body] of posts) {
      expect((await post(null, path, body)).status, path).toBe(401);
      expect((await post(other, path, body)).status, path).toBe(404);
    }
    expect((await get(staff, '/cps/app/catalog/999999/preview')).status).toBe(404);
  });

  it('exercised every review operation and declared status', () => {
    expect(catalogContract.gaps()).toEqual({ operations: [], responses: [] });
    expect(houseContract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
