import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../src/testing.js';
import { exerciseInvoiceEditing } from './support/invoiceEditingContract.js';

/**
 * Every response the reference implementation gives, for every operation and status code of
 * openapi/house.yaml, validated against the schema declared for that path, method and status.
 * The last test fails when an operation (or a declared status) was never exercised.
 */

type Method = 'get' | 'post' | 'delete' | 'patch' | 'put';
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  tags?: string[];
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { responses: Record<string, ResponseObject> };
}

const SPEC_FILE = new URL('../openapi/house.yaml', import.meta.url);
const doc = parse(readFileSync(SPEC_FILE, 'utf8')) as OpenApiDocument;
const SPEC_ID = 'house.yaml';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the module.
type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...(doc as object), $id: SPEC_ID });

const pointerEscape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** All (operationId, status) pairs the document declares. */
const declared = new Map<string, { path: string; method: Method; status: string }>();
for (const [path, item] of Object.entries(doc.paths))
  for (const method of ['get', 'post', 'delete', 'patch', 'put'] as const) {
    const operation = item[method];
    if (!operation) continue;
    // The sales setup operations are exercised by contract.sales.test.ts.
    if (operation.tags?.includes('sales-setup')) continue;
    for (const status of Object.keys(operation.responses))
      declared.set(`${operation.operationId} ${status}`, { path, method, status });
  }
const exercised = new Map<string, number>();

function templateRegex(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/** Finds the operation for an actual request; literal paths win over templated ones (/app/house/user). */
function operationFor(method: Method, actualPath: string): { path: string; operation: Operation } {
  const candidates = Object.entries(doc.paths)
    .filter(([path, item]) => item[method] && templateRegex(path).test(actualPath))
    .sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const [path, item] = candidates[0] ?? [];
  const operation = item?.[method];
  if (!path || !operation)
    throw new Error(`no operation in the contract for ${method.toUpperCase()} ${actualPath}`);
  return { path, operation };
}

/** Validates one response against the contract and records it as exercised. */
function check(method: Method, res: request.Response): request.Response {
  const actualPath = new URL(res.request.url).pathname;
  const { path, operation } = operationFor(method, actualPath);
  const where = `${method.toUpperCase()} ${actualPath} → ${res.status}`;
  const declaredResponse = operation.responses[String(res.status)];
  expect(
    declaredResponse,
    `${where}: status not declared in the contract; body ${JSON.stringify(res.body)}`,
  ).toBeDefined();
  const pointer = declaredResponse?.$ref
    ? `${declaredResponse.$ref}/content/application~1json/schema`
    : `#/paths/${pointerEscape(path)}/${method}/responses/${res.status}/content/application~1json/schema`;
  const validate = ajv.getSchema(`${SPEC_ID}${pointer}`);
  if (!validate) throw new Error(`${where}: no JSON schema at ${pointer}`);
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const valid = validate(res.body);
  expect(
    valid,
    `${where}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`,
  ).toBe(true);
  if (declaredResponse?.headers?.['Set-Cookie'])
    expect(res.headers['set-cookie'], `${where}: Set-Cookie`).toBeDefined();
  const key = `${operation.operationId} ${res.status}`;
  exercised.set(key, (exercised.get(key) ?? 0) + 1);
  return res;
}

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

  it('invoice editing: group detail, charges, notes, hide/show, paid, shipped, messages', async () => {
    await exerciseInvoiceEditing({ url, as, demo, get, post, check, houseRef: DEMO_HOUSE_REF });
  });

  it('exercised every operation and every declared status', () => {
    const operations = new Set([...declared.keys()].map((key) => key.split(' ')[0]));
    const exercisedOperations = new Set([...exercised.keys()].map((key) => key.split(' ')[0]));
    expect(
      [...operations].filter((op) => !exercisedOperations.has(op)),
      'operations never exercised',
    ).toEqual([]);
    expect(
      [...declared.keys()].filter((key) => !exercised.has(key)),
      'declared responses never provoked',
    ).toEqual([]);
  });
});
