import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * Campaign reporting's REST calls (sales §2 /campaign-reporting; §7 GET house/{houseRef}/domo) on
 * the real upstream (in-memory PGlite, demo seed). Every response is checked against
 * openapi/house.yaml and every declared status of the `campaignReporting` operations is provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['campaignReporting'],
});

interface Report {
  sales: { catalogRef: string }[];
  promotions: {
    rows: { saleDate: string; featuredLots: number; feeCents: number }[];
    totals: { feeCents: number };
  };
  keywords: { keyword: string; followers: number }[];
  performance: { totals: { lots: number; soldLots: number }; byChannel: { channel: string }[] };
  engagement: { rows: { views: number; watchers: number }[]; totals: { views: number; watchers: number } };
}

describe('campaign reporting: GET /campaignReport, /domo', () => {
  let upstream: StartedUpstream;
  const as = { staff: '', other: '' };
  const base = `/app/house/${DEMO_HOUSE_REF}`;
  const get = async (path: string, query: Record<string, string> = {}, cookie = as.staff) =>
    contract.check(
      'get',
      await request(upstream.url)
        .get(base + path)
        .query(query)
        .set('Cookie', cookie),
    );

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

  it('answers every section for the whole house, the seeded views and watchers included', async () => {
    const res = await get('/campaignReport');
    expect(res.status).toBe(200);
    const report = res.body.data.campaignReport as Report;
    expect(report.sales.length).toBeGreaterThan(0);
    expect(report.performance.totals.lots).toBeGreaterThan(report.performance.totals.soldLots);
    expect(report.performance.byChannel.map((c) => c.channel)).toEqual(['INV', 'PL', 'AZ', 'Floor']);
    expect(report.engagement.totals.views).toBeGreaterThan(0);
    expect(report.engagement.totals.watchers).toBeGreaterThan(0);
    expect(report.keywords.length).toBeGreaterThan(0);
    for (const row of report.promotions.rows) expect(row.feeCents).toBe(row.featuredLots * 24_900);
  });

  it('shows the demo house’s seeded promotions: past sales and the next one, 5 eligible lots each', async () => {
    const report = (await get('/campaignReport')).body.data.campaignReport as Report;
    const rows = report.promotions.rows;
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.filter((r) => r.saleDate < today).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.saleDate > today)).toBe(true);
    for (const row of rows) expect(row.featuredLots).toBe(5);
    // The lots obey Review & Publish's rule (an image and a lot number, not banned, not deleted).
    const ineligible = await upstream.db
      .selectFrom('catalog_featured_lots as f')
      .innerJoin('lots as l', 'l.id', 'f.lot_id')
      .select('l.id')
      .where((eb) =>
        eb.or([
          eb('l.image_count', '=', 0),
          eb('l.lot_number', 'is', null),
          eb('l.banned', '=', true),
          eb('l.deleted_at', 'is not', null),
        ]),
      )
      .execute();
    expect(ineligible).toEqual([]);
    const other = contract.check(
      'get',
      await request(upstream.url).get(`/app/house/${OTHER_HOUSE_REF}/campaignReport`).set('Cookie', as.other),
    );
    expect(other.body.data.campaignReport.promotions.rows).toEqual([]);
  });

  it('narrows to chosen sales and refuses a broken filter (400) or another house’s sale (404)', async () => {
    const all = (await get('/campaignReport')).body.data.campaignReport as Report;
    const one = all.sales[0]!.catalogRef;
    const narrowed = (await get('/campaignReport', { catalogRefs: one })).body.data.campaignReport as Report;
    expect(narrowed.engagement.rows).toHaveLength(1);
    expect((await get('/campaignReport', { from: '2025-02-30' })).body.error).toMatchObject({
      code: 'INVALID_FILTER',
      field: 'from',
    });
    expect((await get('/campaignReport', { from: '2025-03-02', to: '2025-03-01' })).status).toBe(400);
    const foreign = await upstream.db
      .selectFrom('catalogs')
      .innerJoin('houses', 'houses.id', 'catalogs.house_id')
      .where('houses.ref', '=', OTHER_HOUSE_REF)
      .select('catalogs.ref')
      .executeTakeFirstOrThrow();
    const refused = await get('/campaignReport', { catalogRefs: `${one},${foreign.ref}` });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('CATALOG_NOT_FOUND');
  });

  it('gives the outside dashboard’s embed token only when the house has one configured', async () => {
    expect((await get('/domo')).body).toEqual({ data: { embedToken: null, embedUrl: null } });
    await upstream.db
      .updateTable('houses')
      .set({ analytics_embed_url: 'https://bi.example.com/embed/1', analytics_embed_token: 'tok-1' })
      .where('ref', '=', DEMO_HOUSE_REF)
      .execute();
    try {
      expect((await get('/domo')).body).toEqual({
        data: { embedToken: 'tok-1', embedUrl: 'https://bi.example.com/embed/1' },
      });
    } finally {
      await upstream.db
        .updateTable('houses')
        .set({ analytics_embed_url: null, analytics_embed_token: null })
        .where('ref', '=', DEMO_HOUSE_REF)
        .execute();
    }
  });

  it('sets, keeps and removes the outside dashboard, answering its token only as a hint', async () => {
    const settings = '/domoSettings';
    const send = async (method: 'put' | 'delete', body?: object, cookie = as.staff) => {
      const agent = request(upstream.url);
      const req = (method === 'put' ? agent.put(base + settings) : agent.delete(base + settings)).set(
        'Cookie',
        cookie,
      );
      return contract.check(method, await (body === undefined ? req : req.send(body)));
    };
    expect((await get(settings)).body).toEqual({ data: { embedUrl: null, tokenHint: null } });
    const token = 'embed-token-0123456789-abcd';
    const saved = await send('put', { embedUrl: ' https://bi.example.com/embed/7 ', embedToken: token });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      data: { embedUrl: 'https://bi.example.com/embed/7', tokenHint: '••••abcd' },
    });
    expect(JSON.stringify((await get(settings)).body)).not.toContain(token);
    expect((await get('/domo')).body.data).toEqual({
      embedToken: token,
      embedUrl: 'https://bi.example.com/embed/7',
    });
    // No token: the saved one is kept.
    await send('put', { embedUrl: 'https://bi.example.com/embed/8', embedToken: null });
    expect((await get('/domo')).body.data).toEqual({
      embedToken: token,
      embedUrl: 'https://bi.example.com/embed/8',
    });
    const notHttps = await send('put', { embedUrl: 'http://bi.example.com/embed/8' });
    expect(notHttps.status).toBe(400);
    expect(notHttps.body.error).toMatchObject({ code: 'INVALID_SETTING', field: 'embedUrl' });
    expect(
      (await send('put', { embedUrl: 'https://bi.example.com/', embedToken: 'short' })).body.error,
    ).toMatchObject({
      code: 'INVALID_SETTING',
      field: 'embedToken',
    });
    expect((await send('put', { embedUrl: 'https://bi.example.com/', extra: 1 })).status).toBe(400);
    // Another house cannot read or change it.
    expect((await send('put', { embedUrl: 'https://evil.example.com/' }, as.other)).status).toBe(403);
    expect((await send('delete', undefined, as.other)).status).toBe(403);
    expect((await get('/domo')).body.data.embedUrl).toBe('https://bi.example.com/embed/8');

    expect((await send('delete')).body).toEqual({ data: { embedUrl: null, tokenHint: null } });
    expect((await get('/domo')).body.data).toEqual({ embedToken: null, embedUrl: null });
    // With none saved, a token is needed.
    expect((await send('put', { embedUrl: 'https://bi.example.com/' })).body.error.field).toBe('embedToken');
  });

  it('refuses no session (401) and another house (403)', async () => {
    for (const path of ['/campaignReport', '/domo', '/domoSettings']) {
      expect(contract.check('get', await request(upstream.url).get(base + path)).status).toBe(401);
      expect((await get(path, {}, as.other)).status).toBe(403);
    }
    const put = request(upstream.url)
      .put(`${base}/domoSettings`)
      .send({ embedUrl: 'https://bi.example.com/' });
    expect(contract.check('put', await put).status).toBe(401);
    expect(contract.check('delete', await request(upstream.url).delete(`${base}/domoSettings`)).status).toBe(
      401,
    );
  });

  it('exercised every campaignReporting operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
