import { LOGO_SPECS } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  makeTestImage,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * Private-label settings (sales §3, §5 Logos, §7 Other) on the real upstream: the lookup lists,
 * ib-settings saved and read back, and the logos checked from their bytes, stored and served, the
 * site logo in the fixed-price preview's house logo. Every response is checked against house.yaml.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['privateLabel'],
});

describe('privateLabel: lists, ib-settings, logos', () => {
  let upstream: StartedUpstream;
  const as = { staff: '', other: '' };
  const base = `/app/house/${DEMO_HOUSE_REF}`;
  const get = async (path: string, cookie = as.staff) =>
    contract.check('get', await request(upstream.url).get(path).set('Cookie', cookie));
  const save = async (body: object, path = `${base}/ib-settings`, cookie = as.staff) =>
    contract.check('post', await request(upstream.url).post(path).set('Cookie', cookie).send(body));
  const upload = async (path: string, file: Buffer, fileName = 'logo.jpg', cookie = as.staff) =>
    contract.check(
      'post',
      await request(upstream.url)
        .post(path)
        .set('Cookie', cookie)
        .field('fileName', fileName)
        .attach('file', file, fileName),
    );
  const choice = (button: number, font: number, style: number, language: number, past: boolean) => ({
    colorStyleSettings: {
      buttonColor: { id: button },
      fontColor: { id: font, hex: '#202124' },
      fontStyle: { id: style },
    },
    defaultLanguage: { id: language },
    displayPastAuctions: past,
  });

  beforeAll(async () => {
    upstream = await startUpstream();
    for (const who of ['staff', 'other'] as const) {
      const login = who === 'staff' ? DEMO_LOGINS.staff : DEMO_LOGINS.otherStaff;
      as[who] =
        String((await request(upstream.url).post('/app/login').send(login)).headers['set-cookie']).split(
          ';',
        )[0] ?? '';
    }
  });
  afterAll(() => upstream?.close());

  it('lists colours, fonts and languages to a signed-in caller only', async () => {
    for (const [path, key] of [
      ['/app/button-colors', 'buttonColors'],
      ['/app/font-colors', 'fontColors'],
      ['/app/font-styles', 'fontStyles'],
      ['/app/languages', 'languages'],
    ] as const) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect((res.body.data[key] as unknown[]).length).toBeGreaterThan(2);
      expect((await get(path, '')).status).toBe(401);
    }
  });

  it('reads the defaults, saves a choice and reads it back; the other house is untouched', async () => {
    const before = (await get(`${base}/ib-settings`)).body.data;
    expect(before).toMatchObject({ displayPastAuctions: true, houseLogoURL: null, consoleLogoURL: null });
    const saved = await save(choice(3, 2, 4, 2, false));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      colorStyleSettings: { buttonColor: { id: 3, name: 'Red' }, fontColor: { id: 2 }, fontStyle: { id: 4 } },
      defaultLanguage: { id: 2, language: 'es' },
      displayPastAuctions: false,
    });
    expect((await get(`${base}/ib-settings`)).body.data).toEqual(saved.body.data);
    const theirs = await get(`/app/house/${OTHER_HOUSE_REF}/ib-settings`, as.other);
    expect(theirs.body.data.colorStyleSettings.buttonColor.id).toBe(1);
  });

  it('refuses an unknown option (400), no session (401) and another house (403)', async () => {
    const bad = await save(choice(99, 1, 1, 1, true));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'INVALID_OPTION',
      field: 'colorStyleSettings.buttonColor.id',
    });
    expect((await save(choice(1, 1, 1, 1, true), `${base}/ib-settings`, '')).status).toBe(401);
    expect((await save(choice(1, 1, 1, 1, true), `${base}/ib-settings`, as.other)).status).toBe(403);
    expect((await get(`${base}/ib-settings`, '')).status).toBe(401);
    expect((await get(`${base}/ib-settings`, as.other)).status).toBe(403);
    expect((await get(`${base}/ib-settings`)).body.data.colorStyleSettings.buttonColor.id).toBe(3);
  });

  it('checks each logo from its bytes: wrong size, PNG, a PNG named .jpg and junk are refused with the exact text', async () => {
    const site = `${base}/logo`;
    const consolePath = `${base}/console-logo`;
    const cases: [string, Buffer, string][] = [
      [site, await makeTestImage(351, 100, 'jpeg'), LOGO_SPECS.site.message],
      [site, await makeTestImage(350, 100, 'png'), LOGO_SPECS.site.message],
      [site, Buffer.from('not an image at all'), LOGO_SPECS.site.message],
      [consolePath, await makeTestImage(350, 100, 'jpeg'), LOGO_SPECS.console.message],
    ];
    for (const [path, file, message] of cases) {
      const res = await upload(path, file);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_LOGO', message });
    }
    for (const path of [site, consolePath]) {
      expect((await upload(path, Buffer.alloc(600 * 1024, 1))).status).toBe(413);
      const jpg = await makeTestImage(240, 65, 'jpeg');
      expect((await upload(path, jpg, 'logo.jpg', '')).status).toBe(401);
      expect((await upload(path, jpg, 'logo.jpg', as.other)).status).toBe(403);
    }
  });

  it('stores the right logos, serves them, and shows the site logo in the fixed-price preview', async () => {
    const consoleRes = await upload(`${base}/console-logo`, await makeTestImage(240, 65, 'jpeg'));
    expect(consoleRes.status).toBe(200);
    const siteRes = await upload(`${base}/logo`, await makeTestImage(350, 100, 'jpeg'), 'site.jpeg');
    expect(siteRes.status).toBe(200);
    const settings = (await get(`${base}/ib-settings`)).body.data;
    expect(settings.consoleLogoURL).toBe(consoleRes.body.data.url);
    expect(settings.houseLogoURL).toBe(siteRes.body.data.url);
    const file = await request(upstream.url).get(new URL(settings.houseLogoURL as string).pathname);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const catalog = await upstream.db
      .selectFrom('catalogs')
      .innerJoin('houses', 'houses.id', 'catalogs.house_id')
      .select('catalogs.id')
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    const preview = await request(upstream.url)
      .get(`/cps/app/catalog/${catalog.id}/preview`)
      .set('Cookie', as.staff);
    expect(preview.body.catalog.houseLogo).toBe(settings.houseLogoURL);
  });

  it('exercised every privateLabel operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
