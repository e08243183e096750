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
import { claimedTags } from './support/contractClaims.js';
import { exerciseInvoices } from './support/invoicesContract.js';

/** The fields of a groupDetailInfo invoice this suite compares with the summary rows. */
interface InvoiceShape {
  firstName: string;
  lastName: string;
  creditCardLimitExceeded: boolean;
  invoiceDetails: { suppress: boolean; priceInfo: { livefee: string } }[];
}

/**
 * Every response the reference implementation gives, for every operation and status code of
 * openapi/house.yaml, validated against the schema declared for that path, method and status.
 * The last test fails when an operation (or a declared status) was never exercised.
 */

// The operations whose tags a domain's contract test claims (saleWizard.contract.test.ts,
// src/<domain>/*.contract.test.ts, ...) are exercised there; this suite covers the rest
// (contractClaims.ts; contractCoverage.test.ts proves every operation has a suite).
const contract = createContractChecker(new URL('../openapi/house.yaml', import.meta.url), {
  excludeTags: claimedTags('house.yaml'),
});
const check = contract.check;

describe('contract: openapi/house.yaml', () => {
  let upstream: StartedUpstream;
  let url: string;
  const as: Record<'staff' | 'clerk' | 'super' | 'other', string> = {
    staff: '',
    clerk: '',
    super: '',
    other: '',
  };
  const demo = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
  const own = (path: string) => `/app/house/${OTHER_HOUSE_REF}${path}`;
  const get = async (path: string, cookie = as.staff) =>
    check('get', await request(url).get(path).set('Cookie', cookie));
  const post = async (path: string, body: unknown, cookie = as.staff) =>
    check(
      'post',
      await request(url)
        .post(path)
        .set('Cookie', cookie)
        .send(body as object),
    );
  const del = async (path: string, cookie = as.staff) =>
    check('delete', await request(url).delete(path).set('Cookie', cookie));

  beforeAll(async () => {
    upstream = await startUpstream();
    url = upstream.url;
    for (const [who, login] of [
      ['staff', DEMO_LOGINS.staff],
      ['clerk', DEMO_LOGINS.clerk],
      ['super', DEMO_LOGINS.super],
      ['other', DEMO_LOGINS.otherStaff],
    ] as const) {
      const res = check('post', await request(url).post('/app/login').send(login));
      expect(res.status).toBe(200);
      as[who] = String(res.headers['set-cookie']).split(';')[0] ?? '';
    }
  });
  afterAll(() => upstream?.close());

  it('getVersion', async () => {
    expect((await get('/version.json', '')).body.version).toBe('2.9.35');
  });

  it('login and logout', async () => {
    expect((await post('/app/login', { houseUserName: 'demo', userName: 'staff' }, '')).status).toBe(400);
    expect((await post('/app/login', { ...DEMO_LOGINS.staff, extra: 1 }, '')).status).toBe(400);
    expect((await post('/app/login', { ...DEMO_LOGINS.staff, password: 'wrong' }, '')).status).toBe(401);
    expect((await post('/app/login', { ...DEMO_LOGINS.staff, houseUserName: 'nohouse' }, '')).status).toBe(
      401,
    );
    // The default limit: five failures for one House ID and user name.
    for (let i = 0; i < 5; i++)
      await post('/app/login', { ...DEMO_LOGINS.clerk, userName: 'locked-out', password: `x${i}` }, '');
    expect((await post('/app/login', { ...DEMO_LOGINS.clerk, userName: 'locked-out' }, '')).status).toBe(429);

    const session =
      String((await post('/app/login', DEMO_LOGINS.staff, '')).headers['set-cookie']).split(';')[0] ?? '';
    expect((await post('/app/logout', {}, session)).status).toBe(200);
    expect((await post('/app/logout', {}, '')).status).toBe(200);
  });

  it('getHouseUser', async () => {
    for (const cookie of Object.values(as)) expect((await get('/app/house/user', cookie)).status).toBe(200);
    expect((await get('/app/house/user', '')).status).toBe(401);
  });

  it('getSuperUser', async () => {
    const superRef = (await get('/app/house/user', as.super)).body.user.userRef;
    expect((await get(demo(`/superuser/${superRef}`))).body.superUser).toBe(true);
    expect((await get(demo('/superuser/NOSUCHUSER'))).status).toBe(404);
    expect((await get(demo(`/superuser/${superRef}`), '')).status).toBe(401);
    expect((await get(demo(`/superuser/${superRef}`), as.other)).status).toBe(403);
  });

  it('listApiTokens, createApiToken, revokeApiToken', async () => {
    const created = await post(demo('/apiTokens'), { name: 'contract' });
    expect(created.status).toBe(201);
    expect((await post(demo('/apiTokens'), { name: '' })).status).toBe(400);
    expect((await post(demo('/apiTokens'), { label: 'x' })).status).toBe(400);
    expect((await post(demo('/apiTokens'), { name: 'x' }, '')).status).toBe(401);
    expect((await post(demo('/apiTokens'), { name: 'x' }, as.other)).status).toBe(403);

    const scoped = await post(demo('/apiTokens'), {
      name: 'scoped',
      expiresInDays: 7,
      readOnly: true,
      scopes: ['invoices'],
    });
    expect(scoped.status).toBe(201);
    expect((await post(demo('/apiTokens'), { name: 'x', expiresInDays: 366 })).status).toBe(400);
    expect((await post(demo('/apiTokens'), { name: 'x', scopes: ['superUser'] })).status).toBe(400);
    check(
      'get',
      await request(url).get('/app/house/user').set('Authorization', `Bearer ${scoped.body.data.token}`),
    );

    const bearer = `Bearer ${created.body.data.token}`;
    check('get', await request(url).get('/app/house/user').set('Authorization', bearer));
    expect((await get(demo('/apiTokens'))).body.data.apiTokens.length).toBeGreaterThan(0);
    const used = check('get', await request(url).get(demo('/apiTokens')).set('Authorization', bearer));
    expect(used.body.data.apiTokens[0].lastUsedAt).not.toBeNull();
    expect((await get(demo('/apiTokens'), '')).status).toBe(401);
    expect((await get(demo('/apiTokens'), as.other)).status).toBe(403);

    const id = created.body.data.apiToken.id;
    expect((await del(demo(`/apiTokens/${id}`), '')).status).toBe(401);
    expect((await del(demo(`/apiTokens/${id}`), as.other)).status).toBe(403);
    expect((await del(demo(`/apiTokens/${id}`))).status).toBe(200);
    expect((await del(demo(`/apiTokens/${id}`))).status).toBe(404);
  });

  it('listInvoiceGroups', async () => {
    const all = await get(demo('/invoiceGroups?size=100&page=1'));
    expect(all.body.data.totalRecords).toBeGreaterThan(10);
    for (let page = 1; page <= 3; page++) await get(demo(`/invoiceGroups?size=10&page=${page}`));
    const day = all.body.data.invoices[1].catalogs[0].date;
    await get(demo(`/invoiceGroups?size=10&page=1&startDate=${day}&endDate=${day}`));
    await get(demo(`/invoiceGroups?size=10&page=1&endDate=${day}`));
    await get(demo('/invoiceGroups?size=10&page=1&startDate=01/01/1990&endDate=01/02/1990'));
    await get(own('/invoiceGroups?size=10&page=1'), as.other);
    for (const query of [
      'size=0&page=1',
      'size=10',
      'size=10&page=1&startDate=2026-01-01',
      'size=10&page=1&startDate=03/02/2026&endDate=03/01/2026',
    ])
      expect((await get(demo(`/invoiceGroups?${query}`))).status).toBe(400);
    expect((await get(demo('/invoiceGroups?size=10&page=1'), '')).status).toBe(401);
    expect((await get(demo('/invoiceGroups?size=10&page=1'), as.other)).status).toBe(403);
  });

  it('getPaymentProcessorType', async () => {
    expect((await get(demo('/paymentProcessorType'))).body['processor-type']).toBe('p');
    expect((await get(own('/paymentProcessorType'), as.other)).body['processor-type']).toBe('s');
    expect((await get(demo('/paymentProcessorType'), '')).status).toBe(401);
    expect((await get(demo('/paymentProcessorType'), as.other)).status).toBe(403);
  });

  it('listInvoiceCatalogs and listInvoiceSettings', async () => {
    expect((await get(demo('/invoiceCatalogs'))).body.data.auctionGroups.length).toBeGreaterThan(25);
    await get(own('/invoiceCatalogs'), as.other);
    expect((await get(demo('/invoiceCatalogs'), '')).status).toBe(401);
    expect((await get(demo('/invoiceCatalogs'), as.other)).status).toBe(403);
    expect((await get(demo('/invoiceSettings'), as.clerk)).body.data.invoiceSettings.length).toBeGreaterThan(
      1,
    );
    await get(own('/invoiceSettings'), as.other);
    expect((await get(demo('/invoiceSettings'), '')).status).toBe(401);
    expect((await get(demo('/invoiceSettings'), as.other)).status).toBe(403);
  });

  it('createInvoiceGroup', async () => {
    const groups = (await get(demo('/invoiceCatalogs'))).body.data.auctionGroups as Array<{
      catalogs: Array<{ catalogRef: string; addressID: number }>;
    }>;
    const [template] = (await get(demo('/invoiceSettings'))).body.data.invoiceSettings as Array<{
      id: number;
    }>;
    const sameLocation = groups.find((g) => new Set(g.catalogs.map((c) => c.addressID)).size === 1);
    const mixed = groups.find((g) => new Set(g.catalogs.map((c) => c.addressID)).size > 1);
    const refs = sameLocation?.catalogs.map((c) => c.catalogRef) ?? [];
    const body = { catalogRefs: refs, groupTitle: 'Contract group', invoiceSettingsID: template?.id };

    const refusals: Array<Record<string, unknown>> = [
      { ...body, groupTitle: ' ' },
      { ...body, invoiceSettingsID: null },
      { ...body, invoiceSettingsID: 424242 },
      { ...body, catalogRefs: [] },
      { ...body, catalogRefs: ['NOSUCHREF1'] },
      { ...body, catalogRefs: [refs[0], groups.find((g) => g !== sameLocation)?.catalogs[0]?.catalogRef] },
      { ...body, catalogRefs: mixed?.catalogs.map((c) => c.catalogRef) },
      { ...body, unexpected: true },
    ];
    for (const refusal of refusals) expect((await post(demo('/invoiceGroup'), refusal)).status).toBe(400);
    expect((await post(demo('/invoiceGroup'), body, '')).status).toBe(401);
    expect((await post(demo('/invoiceGroup'), body, as.other)).status).toBe(403);

    const created = await post(demo('/invoiceGroup'), body);
    expect(created.status).toBe(200);
    expect((await post(demo('/invoiceGroup'), body)).status).toBe(409);
    // The group shows (in progress or built) in the list, in the contract's shape either way.
    await get(demo('/invoiceGroups?size=10&page=1'));
    await upstream.waitForJobs();
    const listed = await get(demo('/invoiceGroups?size=10&page=1'));
    expect(listed.body.data.invoices[0]).toMatchObject({
      invoiceGroupID: created.body.data.invoiceGroupID,
      invoiceCreated: true,
    });
  });

  it('a creation that stalled: build again, or delete the group', async () => {
    const demoHouse = await upstream.db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    const stalled = async () => {
      const template = await upstream.db
        .selectFrom('invoice_settings')
        .select('id')
        .where('house_id', '=', demoHouse.id)
        .executeTakeFirstOrThrow();
      const row = await upstream.db
        .insertInto('invoice_groups')
        .values({ house_id: demoHouse.id, title: 'Stalled', settings_id: template.id, build_pending: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const retried = await stalled();
    const detail = await get(demo(`/invoiceGroup/${retried}/groupDetailInfo`));
    expect(detail.body.data).toMatchObject({ invoiceCreated: false, invoiceBuildQueued: false });
    for (const [path, method] of [
      [(id: string | number) => demo(`/invoiceGroup/${id}/build`), 'post'],
      [(id: string | number) => demo(`/invoiceGroup/${id}`), 'delete'],
    ] as const) {
      const call = (id: string | number, cookie = as.staff) =>
        method === 'post' ? post(path(id), undefined, cookie) : del(path(id), cookie);
      expect((await call(retried, '')).status).toBe(401);
      expect((await call(retried, as.other)).status).toBe(403);
      expect((await call('abc')).status).toBe(400);
      expect((await call(999_999)).status).toBe(404);
    }
    const queued = await post(demo(`/invoiceGroup/${retried}/build`), undefined);
    expect(queued.body).toEqual({ data: { invoiceGroupID: retried } });
    await upstream.waitForJobs();
    expect((await get(demo(`/invoiceGroup/${retried}/groupDetailInfo`))).body.data.invoiceCreated).toBe(true);
    expect((await post(demo(`/invoiceGroup/${retried}/build`), undefined)).status).toBe(409);
    expect((await del(demo(`/invoiceGroup/${retried}`))).status).toBe(409);

    const deleted = await stalled();
    expect((await del(demo(`/invoiceGroup/${deleted}`))).body).toEqual({ data: { success: true } });
    expect((await get(demo(`/invoiceGroup/${deleted}/groupDetailInfo`))).status).toBe(404);
  });

  it('groupInfo/processCards?summary=true: rows and group totals that agree with groupDetailInfo', async () => {
    const groups = await upstream.db
      .selectFrom('invoices')
      .innerJoin('houses', 'houses.id', 'invoices.house_id')
      .select(['invoices.invoice_group_id as id'])
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .groupBy('invoices.invoice_group_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .limit(3)
      .execute();
    expect(groups.length).toBeGreaterThan(0);
    for (const { id } of groups) {
      const plain = (await get(demo(`/invoiceGroup/${id}/groupInfo/processCards`))).body.data
        .invoiceGroupInfo;
      expect(plain.totalPriceWithAdditionalCharges).toBeUndefined();
      expect(plain.invoices[0]).not.toHaveProperty('itemCount');
      const summary = (await get(demo(`/invoiceGroup/${id}/groupInfo/processCards?summary=true`))).body.data
        .invoiceGroupInfo;
      const detail = (await get(demo(`/invoiceGroup/${id}/groupDetailInfo`))).body.data;
      expect(summary.totalPriceWithAdditionalCharges).toEqual(detail.totalPriceWithAdditionalCharges);
      expect(summary.invoices.map((r: { invoiceID: number }) => r.invoiceID)).toEqual(
        detail.invoiceBidders.map((i: { invoiceID: number }) => i.invoiceID),
      );
      for (const [index, invoice] of (detail.invoiceBidders as InvoiceShape[]).entries()) {
        const visible = invoice.invoiceDetails.filter((l) => !l.suppress);
        expect(summary.invoices[index]).toMatchObject({
          firstName: invoice.firstName,
          lastName: invoice.lastName,
          itemCount: visible.length,
          creditCardLimitExceeded: invoice.creditCardLimitExceeded,
          hasLiveFee: visible.some((l) => Number(l.priceInfo.livefee) !== 0),
        });
      }
    }
    expect(
      (await get(demo(`/invoiceGroup/${groups[0]?.id}/groupInfo/processCards?summary=yes`))).status,
    ).toBe(400);
  });

  it('invoices: group detail, charges, notes, hide/show, paid, shipped, messages', async () => {
    await exerciseInvoices({ url, as, demo, get, post, check, houseRef: DEMO_HOUSE_REF });
  });

  it('exercised every operation and every declared status', () => {
    const gaps = contract.gaps();
    expect(gaps.operations, 'operations never exercised').toEqual([]);
    expect(gaps.responses, 'declared responses never provoked').toEqual([]);
  });
});
