import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageService } from '../src/lotImages/imageService.js';
import { LocalImageStorage } from '../src/lotImages/imageStorage.js';
import { silentLogger } from '../src/logger.js';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS, OTHER_HOUSE_REF } from '../src/testing.js';
import { createContractChecker } from './support/contractChecker.js';
import { makeCatalog } from './support/lots.fixtures.js';
import { getAs, signIn, type SignedIn } from './support/session.js';
import { makeImage, rawRequest } from './lotImages.support.js';

/**
 * The presigned-upload call (catalog.yaml, tag lotImageUploads) against its contract, every declared
 * status provoked, and its URLs used end to end: PUT the file, read it back.
 */
const contract = createContractChecker(new URL('../openapi/catalog.yaml', import.meta.url), {
  tags: ['lotImageUploads'],
  // The lot-image calls have their own suite (lotImages.lots.test.ts).
  excludeTags: ['lotImages'],
});

describe('image upload URLs (contract)', () => {
  let dataDir: string;
  let up: RunningUpstream;
  let staff: SignedIn;
  let houseId: number;
  let catalogId: number;
  let otherCatalogId: number;

  const issue = async (who: SignedIn | null, path: string) =>
    contract.check('get', await (who ? getAs(up.url, who, path) : request(up.url).get(path)));
  const pathFor = (house: number, catalog: number, query: string) =>
    `/cps/app/image/house/${house}/catalog/${catalog}/uploadurls?${query}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ah-images-contract-'));
    const images = new ImageService({
      storage: new LocalImageStorage(join(dataDir, 'images')),
      secret: 'c'.repeat(64),
    });
    up = await bootUpstream({
      host: '127.0.0.1',
      port: 0,
      pgliteDataDir: 'memory://',
      seed: 'small',
      logger: silentLogger,
      images,
    });
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    catalogId = (await makeCatalog(up.database.db, DEMO_HOUSE_REF, 'timed')).id;
    otherCatalogId = (await makeCatalog(up.database.db, OTHER_HOUSE_REF, 'timed')).id;
    houseId = (
      await up.database.db
        .selectFrom('houses')
        .select('id')
        .where('ref', '=', DEMO_HOUSE_REF)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await up?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('issues signed URLs for the house and catalog that take the file and serve it', async () => {
    const res = await issue(staff, pathFor(houseId, catalogId, 'numImages=3&type=png&nocache=1'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const urls = res.body as Array<{ imageUrl: string; putUrl: string }>;
    expect(urls).toHaveLength(3);
    expect(new Set(urls.map((u) => u.putUrl)).size).toBe(3);
    for (const { imageUrl, putUrl } of urls) {
      expect(putUrl).toContain(`/images/upload/${DEMO_HOUSE_REF}/${catalogId}/`);
      expect(imageUrl).toContain(`/images/file/${DEMO_HOUSE_REF}/${catalogId}/`);
    }
    const first = urls[0];
    if (!first) throw new Error('no URL');
    const put = new URL(first.putUrl);
    const png = await makeImage(64, 48, 'png');
    const stored = await rawRequest(
      up.url,
      'PUT',
      put.pathname + put.search,
      { 'content-type': 'image/png' },
      png,
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body).toMatchObject({
      width: 64,
      height: 48,
      bytes: png.length,
      warning: { code: 'pixel' },
    });
    const read = await request(up.url).get(new URL(first.imageUrl).pathname);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(read.body as Buffer, png)).toBe(0);
  });

  it('refuses a bad count or type', async () => {
    for (const query of [
      'numImages=0&type=jpg',
      'numImages=101&type=jpg',
      'numImages=x&type=jpg',
      'type=jpg',
      'numImages=1&type=gif',
      'numImages=1',
    ]) {
      const res = await issue(staff, pathFor(houseId, catalogId, query));
      expect(res.status, query).toBe(400);
    }
  });

  it('needs a caller, their own house and their own catalog', async () => {
    expect((await issue(null, pathFor(houseId, catalogId, 'numImages=1&type=jpg'))).status).toBe(401);
    expect((await issue(staff, pathFor(houseId + 1_000, catalogId, 'numImages=1&type=jpg'))).status).toBe(
      403,
    );
    expect((await issue(staff, pathFor(houseId, otherCatalogId, 'numImages=1&type=jpg'))).status).toBe(404);
  });

  it('issues no URLs within two hours of the sale (CATALOG_LOCKED)', async () => {
    const locked = (await makeCatalog(up.database.db, DEMO_HOUSE_REF, 'live', 1)).id;
    const res = await issue(staff, pathFor(houseId, locked, 'numImages=1&type=jpg'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'CATALOG_LOCKED' } });
  });

  it('exercised every operation and status of the contract', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
