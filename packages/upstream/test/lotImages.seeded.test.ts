import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededImageKey } from '../src/lotImages/imageKeys.js';
import { newLotRef } from '../src/lots/lotStore.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream, type StartedUpstream } from '../src/testing.js';
import { makeCatalog } from './support/lots.fixtures.js';
import { getAs, signIn, type SignedIn } from './support/session.js';

/**
 * Seeded lots count images without stored files: their primary image is a reserved key that the
 * image routes answer with a generated picture, so a browser never meets a broken address.
 */
describe('seeded lot images', () => {
  let up: StartedUpstream;
  let staff: SignedIn;

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
  });
  afterAll(() => up.close());

  it('lists a counted lot without files with a reserved address that serves a real JPEG', async () => {
    const fixture = await makeCatalog(up.db, DEMO_HOUSE_REF, 'timed');
    const catalog = fixture.id;
    const house = await up.db
      .selectFrom('catalogs')
      .select('house_id')
      .where('id', '=', catalog)
      .executeTakeFirstOrThrow();
    // A lot as the seed writes it: images counted, no file stored.
    await up.db
      .insertInto('lots')
      .values({
        house_id: house.house_id,
        catalog_id: catalog,
        ref: newLotRef(),
        lot_number: 1,
        title: 'Seeded lot',
        description: 'Counted images without files',
        image_count: 2,
      })
      .execute();
    const lots = await getAs(up.url, staff, `/cps/app/catalog/${catalog}/lots`);
    expect(lots.status).toBe(200);
    const counted = (lots.body.lots as { lotID: number; images: number; primaryImg: string | null }[]).find(
      (l) => l.images > 0,
    );
    expect(counted).toBeDefined();
    const thumb = seededImageKey(DEMO_HOUSE_REF, catalog, counted!.lotID, true);
    expect(counted!.primaryImg).toBe(`${up.url}/images/file/${thumb}`);

    const file = await request(up.url).get(`/images/file/${thumb}`).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.body as Buffer).metadata()).format).toBe('jpeg');
  });

  it('answers 404 for any other key that has no file', async () => {
    const res = await request(up.url).get(
      `/images/file/${DEMO_HOUSE_REF}/1/12345678-1234-4123-8123-123456789012.jpg`,
    );
    expect(res.status).toBe(404);
  });
});
