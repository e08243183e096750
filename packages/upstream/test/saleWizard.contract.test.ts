import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS, OTHER_HOUSE_REF } from '../src/seed/demoLogins.js';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { createContractChecker } from './support/contractChecker.js';
import { claimedTags } from './support/contractClaims.js';

/**
 * The sale setup operations: every operation of openapi/catalog.yaml no other suite claims, the
 * `saleWizard`, `calendar` and `locations` operations of house.yaml and the `shippingPolicy` ones of
 * shipping.yaml. Every response is
 * validated against its contract and every declared status is provoked.
 */
// The catalog operations whose tags a domain's contract test claims (lots.contract.test.ts, ...)
// are exercised there; this suite covers the rest (contractClaims.ts).
const catalogContract = createContractChecker(new URL('../openapi/catalog.yaml', import.meta.url), {
  excludeTags: claimedTags('catalog.yaml'),
});
const houseContract = createContractChecker(new URL('../openapi/house.yaml', import.meta.url), {
  tags: ['saleWizard', 'calendar', 'locations'],
});
const shippingContract = createContractChecker(new URL('../openapi/shipping.yaml', import.meta.url), {
  tags: ['shippingPolicy'],
});

type Method = 'get' | 'post' | 'delete';
const contractFor = (path: string) =>
  path.startsWith('/cps/app')
    ? catalogContract
    : path.startsWith('/api/shipping')
      ? shippingContract
      : houseContract;

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};
/** Today in a session's zone (MM/DD/YYYY): not yet today in UTC's terms between 00:00 UTC and the zone's midnight. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

describe('contract: sales setup (catalog.yaml, house.yaml sales-setup, shipping.yaml shipping-policy)', () => {
  let upstream: RunningUpstream;
  let url: string;
  let staff = '';
  let other = '';
  let demoId = 0;
  let otherId = 0;
  const demoAccount = { 'x-account-id': DEMO_HOUSE_REF, 'x-account-domain': 'demo' };
  const otherAccount = { 'x-account-id': OTHER_HOUSE_REF, 'x-account-domain': 'other' };

  const call = async (
    method: Method,
    path: string,
    options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) => {
    const agent = request(url);
    let req = agent[method](path).set('Cookie', options.cookie ?? staff);
    if (options.headers) req = req.set(options.headers);
    // A bare JSON number (the step tracker's body) goes as text with the JSON content type.
    if (typeof options.body === 'number')
      req = req.set('content-type', 'application/json').send(JSON.stringify(options.body));
    else if (options.body !== undefined) req = req.send(options.body as object);
    return contractFor(path).check(method, await req);
  };
  const get = (path: string, cookie = staff, headers?: Record<string, string>) =>
    call('get', path, { cookie, ...(headers ? { headers } : {}) });
  const post = (path: string, body: unknown, cookie = staff, headers?: Record<string, string>) =>
    call('post', path, { body, cookie, ...(headers ? { headers } : {}) });
  const status = async (promise: Promise<request.Response>) => (await promise).status;
  const house = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
  const cps = (path: string) => `/cps/app/house/${demoId}${path}`;

  beforeAll(async () => {
    upstream = await bootUpstream({
      host: '127.0.0.1',
      port: 0,
      pgliteDataDir: 'memory://',
      seed: 'small',
      logger: silentLogger,
    });
    url = upstream.url;
    const login = async (body: object) =>
      String((await request(url).post('/app/login').send(body)).headers['set-cookie']).split(';')[0] ?? '';
    staff = await login(DEMO_LOGINS.staff);
    other = await login(DEMO_LOGINS.otherStaff);
    const db = upstream.database.db;
    demoId = (
      await db.selectFrom('houses').select('id').where('ref', '=', DEMO_HOUSE_REF).executeTakeFirstOrThrow()
    ).id;
    otherId = (
      await db.selectFrom('houses').select('id').where('ref', '=', OTHER_HOUSE_REF).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => upstream?.close());

  it('house info, terms, contacts, categories, defaults and time zones', async () => {
    for (const path of ['/info', '/terms', '/contacts', '/categories']) {
      expect(await status(get(cps(path)))).toBe(200);
      expect(await status(get(cps(path), ''))).toBe(401);
      expect(await status(get(`/cps/app/house/${otherId}${path}`))).toBe(403);
    }
    expect((await get(cps('/info'))).body.houseInfo.maxSessionsPerSale).toBe(3);
    const addresses = (await get('/app/house/address')).body.houseAddresses as Array<{
      addressID: number;
      primary: boolean;
    }>;
    const primary = addresses.find((a) => a.primary)?.addressID;
    expect((await get(cps(`/address/${primary}/defaults`))).body.defaults.viewNotes).not.toBe('');
    expect(await status(get(cps('/address/999999/defaults')))).toBe(404);
    expect(await status(get(cps(`/address/${primary}/defaults`), ''))).toBe(401);
    expect(await status(get(`/cps/app/house/${otherId}/address/${primary}/defaults`))).toBe(403);
    expect((await get('/cps/app/timezones')).body.timeZones.length).toBeGreaterThan(40);
    expect(await status(get('/cps/app/timezones', ''))).toBe(401);
  });

  it('new sale, group info, buyer premium steps, the session life cycle and its step-2 parts', async () => {
    const sale = { isTimed: '1', title: 'Contract Timed Sale', termsID: 1, defaultShippingTermsID: 1 };
    const created = await post(cps('/auction'), sale);
    expect(created.status).toBe(200);
    const groupID = created.body.groupID as number;
    for (const bad of [
      { ...sale, title: '' },
      { ...sale, termsID: 2 },
      { ...sale, defaultShippingTermsID: undefined },
      { ...sale, extra: 1 },
    ])
      expect(await status(post(cps('/auction'), bad))).toBe(400);
    expect(await status(post(cps('/auction'), sale, ''))).toBe(401);
    expect(await status(post(`/cps/app/house/${otherId}/auction`, sale))).toBe(403);
    await upstream.database.db
      .updateTable('houses')
      .set({ account_disabled: true })
      .where('id', '=', demoId)
      .execute();
    expect(await status(post(cps('/auction'), sale))).toBe(409);
    await upstream.database.db
      .updateTable('houses')
      .set({ account_disabled: false })
      .where('id', '=', demoId)
      .execute();

    for (const path of [`/cps/app/group/${groupID}/info`, `/cps/app/group/${groupID}/buypremsteps`]) {
      expect(await status(get(path))).toBe(200);
      expect(await status(get(path, ''))).toBe(401);
      expect(await status(get(path, other))).toBe(404);
    }

    const session = {
      groupID,
      title: 'Contract Session',
      date: inDays(20),
      hour: 7,
      minute: 30,
      ampm: 'PM',
      TZ_zoneName: 'America/Chicago',
      addressID: 1,
      timedType: 1,
      timedValue: 90,
      resellUnsoldLiveLots: 'N',
    };
    const saved = await post('/cps/app/catalog/0', session);
    expect(saved.status).toBe(200);
    const catalogID = saved.body.catalogID as number;
    const catalog = (path = '') => `/cps/app/catalog/${catalogID}${path}`;
    for (const bad of [
      { ...session, date: todayIn(session.TZ_zoneName) },
      { ...session, date: inDays(800) },
      { ...session, minute: 10 },
      { ...session, TZ_zoneName: 'Mars/Base' },
      { ...session, addressID: 999 },
      { ...session, groupID: undefined },
    ])
      expect(await status(post('/cps/app/catalog/0', bad))).toBe(400);
    expect(await status(post('/cps/app/catalog/0', session, ''))).toBe(401);
    expect(await status(post('/cps/app/catalog/0', { ...session, groupID: 1 }, other))).toBe(404);
    // The demo house allows 3 sessions per sale.
    await post('/cps/app/catalog/0', session);
    await post('/cps/app/catalog/0', session);
    expect(await status(post('/cps/app/catalog/0', session))).toBe(409);

    const definition = (await get(catalog())).body.sessionDefinition;
    expect(definition).toMatchObject({
      hour: '07',
      minute: '30',
      ampm: 'PM',
      TZ_zoneName: 'America/Chicago',
      timedValue: 90,
    });
    expect(await status(get(catalog(), ''))).toBe(401);
    expect(await status(get(catalog(), other))).toBe(404);
    expect(await status(post(catalog(), { title: 'Renamed' }))).toBe(200);
    expect(await status(post(catalog(), { title: 'x'.repeat(121) }))).toBe(400);
    expect(await status(post(catalog(), { title: 'x' }, ''))).toBe(401);
    expect(await status(post(catalog(), { title: 'x' }, other))).toBe(404);

    const pastCatalog = await upstream.database.db
      .selectFrom('catalogs')
      .select('id')
      .where('house_id', '=', demoId)
      .where('starts_at', '<', new Date())
      .where('kind', '=', 'session')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await status(post(`/cps/app/catalog/${pastCatalog.id}`, { title: 'Too late' }))).toBe(409);

    expect((await post(catalog('/setTimedAuctionLotTimes'), undefined)).body.lotCount).toBe(0);
    const pastOf = (saleType: 'live' | 'timed') =>
      upstream.database.db
        .selectFrom('catalogs')
        .select('id')
        .where('house_id', '=', demoId)
        .where('starts_at', '<', new Date())
        .where('sale_type', '=', saleType)
        .where('kind', '=', 'session')
        .orderBy('id')
        .executeTakeFirstOrThrow();
    expect(
      await status(post(`/cps/app/catalog/${(await pastOf('live')).id}/setTimedAuctionLotTimes`, undefined)),
    ).toBe(400);
    expect(
      await status(post(`/cps/app/catalog/${(await pastOf('timed')).id}/setTimedAuctionLotTimes`, undefined)),
    ).toBe(409);
    expect(await status(post(catalog('/setTimedAuctionLotTimes'), undefined, ''))).toBe(401);
    expect(await status(post(catalog('/setTimedAuctionLotTimes'), undefined, other))).toBe(404);

    const channels = (await get(catalog('/channels'))).body.channels as Array<{ channelID: number }>;
    expect(channels.map((c) => c.channelID)).toEqual([1, 3, 4]);
    expect(await status(get(catalog('/channels'), ''))).toBe(401);
    expect(await status(get(catalog('/channels'), other))).toBe(404);
    expect(await status(post(catalog('/channels'), [{ channelID: 4, value: 2 }]))).toBe(200);
    expect(await status(post(catalog('/channels'), [{ channelID: 1, value: 0 }]))).toBe(400);
    expect(
      await status(
        post(catalog('/channels'), [
          { channelID: 3, value: 0 },
          { channelID: 4, value: 1 },
        ]),
      ),
    ).toBe(200);
    expect(await status(post(catalog('/channels'), [], ''))).toBe(401);
    expect(await status(post(catalog('/channels'), [], other))).toBe(404);
    expect(await status(post(`/cps/app/catalog/${pastCatalog.id}/channels`, []))).toBe(409);

    expect(await status(post(catalog('/categories'), [2, 7]))).toBe(200);
    expect(await status(post(catalog('/categories'), []))).toBe(400);
    expect(await status(post(catalog('/categories'), [1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe(400);
    expect(await status(post(catalog('/categories'), [2], ''))).toBe(401);
    expect(await status(post(catalog('/categories'), [2], other))).toBe(404);

    for (const path of ['/contacts', '/contacts/independent']) {
      expect(await status(post(catalog(path), { contacts: { '1': 1, '3': 4, '4': 2 } }))).toBe(200);
      expect(await status(post(catalog(path), { contacts: { '4': 4 } }))).toBe(400);
      expect(await status(post(catalog(path), { contacts: {} }, ''))).toBe(401);
      expect(await status(post(catalog(path), { contacts: {} }, other))).toBe(404);
    }
    expect((await get(catalog())).body.sessionDefinition.expertContact).toBe(2);

    expect(await status(post(catalog('/defaults'), { contacts: true, viewNotes: true }))).toBe(200);
    expect(await status(post(catalog('/defaults'), { contacts: 'yes' }))).toBe(400);
    expect(await status(post(catalog('/defaults'), {}, ''))).toBe(401);
    expect(await status(post(catalog('/defaults'), {}, other))).toBe(404);

    const tracker = `/cps/app/diy-step-tracker/${catalogID}`;
    expect((await get(tracker)).body.steptracker).toBeNull();
    expect((await post(tracker, 2)).body.steptracker).toBe(2);
    expect((await get(tracker)).body.steptracker).toBe(2);
    expect(await status(post(tracker, 9))).toBe(400);
    expect(await status(get(tracker, ''))).toBe(401);
    expect(await status(get(tracker, other))).toBe(404);
    expect(await status(post(tracker, 3, ''))).toBe(401);
    expect(await status(post(tracker, 3, other))).toBe(404);

    expect(await status(call('delete', catalog(), { cookie: '' }))).toBe(401);
    expect(await status(call('delete', catalog(), { cookie: other }))).toBe(404);
    expect(await status(call('delete', `/cps/app/catalog/${pastCatalog.id}`))).toBe(409);
    expect(await status(call('delete', catalog()))).toBe(200);
    expect(await status(get(catalog()))).toBe(404);
  });

  it('calendar, auction types, payment activation and the Buy Now sale', async () => {
    for (const path of [
      '/auction-calendar?upcoming=true',
      '/auction-type/enabled',
      '/paymentRequiredActivation',
      '/bin/sale',
    ]) {
      expect(await status(get(house(path)))).toBe(200);
      expect(await status(get(house(path), ''))).toBe(401);
      expect(await status(get(house(path), other))).toBe(403);
    }
    expect(await status(get(house('/auction-calendar?upcoming=false')))).toBe(200);
    expect(await status(get(house('/auction-calendar?upcoming=soon')))).toBe(400);
    expect((await get(`/app/house/${OTHER_HOUSE_REF}/bin/sale`, other)).body.binSale).toBeNull();
  });

  it('house locations, countries and states', async () => {
    const location = {
      facilityName: 'Contract Gallery',
      addressStreet1: '1 Test Street',
      addressCity: 'London',
      countryCode: 'UK',
      stateCode: 'Greater London',
      postalCode: 'SW1A 1AA',
    };
    const saved = await post(house('/location'), location);
    expect(saved.body.data.status).toBe('success');
    const addressID = saved.body.data.addressID as number;
    expect(
      (await post(house('/location'), { ...location, postalCode: '10016' })).body.azhouseAdminError.errorCode,
    ).toBe(302);
    expect(await status(post(house('/location'), { ...location, stateCode: 'Nowhere' }))).toBe(400);
    expect(await status(post(house('/location'), { ...location, addressID: 999999 }))).toBe(404);
    expect(await status(post(house('/location'), location, ''))).toBe(401);
    expect(await status(post(house('/location'), location, other))).toBe(403);

    const list = (await get('/app/house/address')).body.houseAddresses as Array<{
      addressID: number;
      primary: boolean;
    }>;
    expect(list.some((a) => a.addressID === addressID)).toBe(true);
    expect(await status(get('/app/house/address', ''))).toBe(401);
    const primary = list.find((a) => a.primary)?.addressID;
    expect(await status(get(`/app/house/address/address-delete/${primary}`))).toBe(409);
    expect(await status(get(`/app/house/address/address-delete/${addressID}`, other))).toBe(404);
    expect(await status(get(`/app/house/address/address-delete/${addressID}`, ''))).toBe(401);
    expect(await status(get(`/app/house/address/address-delete/${addressID}`))).toBe(200);
    expect(await status(get(`/app/house/address/address-delete/${addressID}`))).toBe(404);

    expect((await get('/app/country')).body.countries).toHaveLength(249);
    expect(await status(get('/app/country', ''))).toBe(401);
    expect((await get('/app/states?country=CA')).body.states).toHaveLength(13);
    expect((await get('/app/states?country=FR')).body.states).toEqual([]);
    expect(await status(get('/app/states?country=ZZ'))).toBe(400);
    expect(await status(get('/app/states?country=US', ''))).toBe(401);
  });

  it('fixed-price step 1: invoice group settings, payments, ship-to and terms', async () => {
    const bin = (await get(house('/bin/sale'))).body.binSale as { groupID: number; catalogID: number };
    const settingsId = (await get(`/cps/app/catalog/${bin.catalogID}`)).body.sessionDefinition
      .invoiceGroupSettingsID as number;
    const settings = house(`/invoiceGroupSettings?groupSettingsID=${settingsId}`);
    const current = (await get(settings)).body.groupSettings;
    expect(current.taxSettings[0]).toMatchObject({ taxRate: '8.875', taxCountryID: 'US', taxStateID: 'NY' });
    expect(await status(get(house('/invoiceGroupSettings?groupSettingsID=abc')))).toBe(400);
    expect(await status(get(house('/invoiceGroupSettings?groupSettingsID=999999')))).toBe(404);
    expect(await status(get(settings, ''))).toBe(401);
    expect(await status(get(settings, other))).toBe(403);
    const body = {
      subject: 'Your purchase',
      fromName: 'Demo',
      fromEmail: 'buy@demo.example.com',
      bccEmail: '',
      taxSettings: [{ taxType: 'GST', taxRate: '5', taxCountryID: 'CA', taxStateID: 'ON' }],
    };
    expect(await status(post(settings, body))).toBe(200);
    // The template editor's GET adds the type checkboxes to each tax item; step 1 reads these four.
    const savedTaxes = (await get(settings)).body.groupSettings.taxSettings;
    expect(savedTaxes).toHaveLength(1);
    expect(savedTaxes[0]).toMatchObject({
      taxType: 'GST',
      taxRate: '5',
      taxCountryID: 'CA',
      taxStateID: 'ON',
    });
    expect(await status(post(settings, { ...body, fromEmail: 'nope' }))).toBe(400);
    expect(
      await status(post(settings, { ...body, taxSettings: [{ ...body.taxSettings[0], taxRate: '100.5' }] })),
    ).toBe(400);
    expect(await status(post(house('/invoiceGroupSettings?groupSettingsID=999999'), body))).toBe(404);
    expect(await status(post(settings, body, ''))).toBe(401);
    expect(await status(post(settings, body, other))).toBe(403);

    const bodies: Record<string, { ok: unknown; bad: unknown }> = {
      payments: { ok: [3, 6], bad: [] },
      'shipTo?include=false': { ok: ['RU', 'CU'], bad: ['XX'] },
      terms: {
        ok: {
          terms: [
            { slot: 1, termTitle: 'Conditions', termText: 'Final.' },
            { slot: 2, termTitle: 'Shipping', termText: '5 days.' },
          ],
        },
        bad: { terms: [{ slot: 1, termTitle: '', termText: '' }] },
      },
    };
    const nonBinGroup = (await get(house('/auction-calendar?upcoming=true'))).body.groups[0]
      .groupID as number;
    for (const [part, { ok, bad }] of Object.entries(bodies)) {
      const path = house(`/bin/group/${bin.groupID}/${part}`);
      expect(await status(get(path))).toBe(200);
      expect(await status(post(path, ok))).toBe(200);
      expect(await status(post(path, bad))).toBe(400);
      expect(await status(get(house(`/bin/group/${nonBinGroup}/${part}`)))).toBe(400);
      expect(await status(get(house(`/bin/group/999999/${part}`)))).toBe(404);
      expect(await status(post(house(`/bin/group/999999/${part}`), ok))).toBe(404);
      expect(await status(get(path, ''))).toBe(401);
      expect(await status(post(path, ok, ''))).toBe(401);
      expect(await status(get(path, other))).toBe(403);
      expect(await status(post(path, ok, other))).toBe(403);
    }
    const shipTo = (await get(house(`/bin/group/${bin.groupID}/shipTo`))).body.shipTo as Array<{
      countryCode: string;
      selected: boolean;
    }>;
    expect(
      shipTo
        .filter((c) => c.selected)
        .map((c) => c.countryCode)
        .sort(),
    ).toEqual(['CU', 'RU']);
    const payments = (await get(house(`/bin/group/${bin.groupID}/payments`))).body.payments as Array<{
      paymentMethodID: number;
      selected: boolean;
    }>;
    expect(payments.filter((p) => p.selected).map((p) => p.paymentMethodID)).toEqual([3, 6]);
  });

  it('shipping policy and fulfilment origins', async () => {
    const policy = await get('/api/shipping/policy', staff, demoAccount);
    expect(policy.body.policy.account).toEqual({
      externalAccountID: DEMO_HOUSE_REF,
      externalAccountDomain: 'demo',
    });
    expect(await status(get('/api/shipping/policy', staff, {}))).toBe(400);
    expect(await status(get('/api/shipping/policy', '', demoAccount))).toBe(401);
    expect(await status(get('/api/shipping/policy', staff, otherAccount))).toBe(403);
    const missing = await get('/api/shipping/policy', other, otherAccount);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('POLICY_NOT_FOUND');

    const origin = {
      name: 'Contract Dock',
      accessInstructions: 'Gate B',
      address: {
        addressLine1: '9 Pier Road',
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5V 1A1',
        country: 'CA',
      },
      contacts: [{ fullName: 'Pat Shipper', email: 'pat@demo.example.com', phoneNumber: '+1 416 555 0199' }],
    };
    const saved = await post('/api/shipping/origin', origin, staff, demoAccount);
    expect(saved.body.origin.contacts[0].phoneNumber).toBe('+14165550199');
    const id = saved.body.origin.id as number;
    expect(
      (await post('/api/shipping/origin', { ...origin, id, name: 'Renamed Dock' }, staff, demoAccount)).body
        .origin.name,
    ).toBe('Renamed Dock');
    expect(
      await status(
        post(
          '/api/shipping/origin',
          { ...origin, contacts: [{ ...origin.contacts[0], phoneNumber: '123' }] },
          staff,
          demoAccount,
        ),
      ),
    ).toBe(400);
    expect(
      await status(
        post(
          '/api/shipping/origin',
          { ...origin, address: { ...origin.address, state: 'XX' } },
          staff,
          demoAccount,
        ),
      ),
    ).toBe(400);
    expect(await status(post('/api/shipping/origin', origin, '', demoAccount))).toBe(401);
    expect(await status(post('/api/shipping/origin', origin, staff, otherAccount))).toBe(403);
    expect(await status(post('/api/shipping/origin', origin, other, otherAccount))).toBe(404);

    expect((await get(`/api/shipping/origin/${id}`, staff, demoAccount)).body.origin.name).toBe(
      'Renamed Dock',
    );
    expect(await status(get(`/api/shipping/origin/${id}`, '', demoAccount))).toBe(401);
    expect(await status(get(`/api/shipping/origin/${id}`, staff, otherAccount))).toBe(403);
    expect(await status(get(`/api/shipping/origin/${id}`, other, otherAccount))).toBe(404);
  });

  it('exercised every operation and every declared status', () => {
    for (const contract of [catalogContract, houseContract, shippingContract])
      expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
