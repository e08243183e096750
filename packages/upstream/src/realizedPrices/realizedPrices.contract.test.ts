import { REALIZED_PRICE_MESSAGES as M, UPLOAD_MESSAGES } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { settle, sheetFile, type FixtureCell } from '../../test/support/lots.fixtures.js';
import { getAs, postAs, signIn, type SignedIn } from '../../test/support/session.js';
import { DEMO_LOGINS, startUpstream, type StartedUpstream } from '../testing.js';

/**
 * The realized prices' REST calls (sales §7 Realized prices) on the real upstream (in-memory
 * PGlite, demo seed): every response is checked against openapi/catalog.yaml and every declared
 * status of the `realizedPrices` operations is provoked (503, the readers saturated, aside).
 */
const contract = createContractChecker(new URL('../../openapi/catalog.yaml', import.meta.url), {
  tags: ['realizedPrices'],
});

interface Lot {
  lotID: number;
  lotNumber: string;
  lotExt: string | null;
  realizedPrice: string | null;
  published: boolean;
}

const DAY = 86_400_000;

describe('realized prices (contract)', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let superUser: SignedIn;
  let other: SignedIn;
  /** A recent past catalog of the demo house with results, none invoiced; and one 45+ days old. */
  let recent: number;
  let old: number;
  /** The latest three, which the seed published. */
  let seeded: number[];
  let forInvoice: { id: number; ref: string };

  const snapshot = async (catalogId: number, who = staff) =>
    contract.check('get', await getAs(up.url, who, `/cps/app/catalog/${catalogId}/snapshot/realized`));
  const lotsOf = async (catalogId: number) => (await snapshot(catalogId)).body.data.lots as Lot[];
  const post = async (path: string, body: unknown, who = staff) =>
    contract.check('post', await postAs(up.url, who, path, body));
  const upload = async (catalogId: number | string, file: Buffer, name: string, who = staff) =>
    contract.check(
      'post',
      await request(up.url)
        .post('/cps/app/realized')
        .set('Cookie', who.cookie)
        .field('csvType', 'realized')
        .field('catalogID', String(catalogId))
        .field('packageID', '1')
        .attach('fileData', file, name),
    );
  const pastCatalogs = async (houseId: number) =>
    up.db
      .selectFrom('catalogs')
      .select(['catalogs.id', 'catalogs.ref', 'catalogs.starts_at'])
      .where('catalogs.house_id', '=', houseId)
      .where('catalogs.starts_at', '<', new Date())
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sale_results')
            .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
            .select('sale_results.id')
            .whereRef('lots.catalog_id', '=', 'catalogs.id'),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoice_group_catalogs')
              .select('invoice_group_catalogs.catalog_id')
              .whereRef('invoice_group_catalogs.catalog_id', '=', 'catalogs.id'),
          ),
        ),
      )
      .orderBy('catalogs.starts_at', 'desc')
      .execute();

  beforeAll(async () => {
    up = await startUpstream();
    [staff, superUser, other] = await Promise.all([
      signIn(up.url, DEMO_LOGINS.staff),
      signIn(up.url, DEMO_LOGINS.super),
      signIn(up.url, DEMO_LOGINS.otherStaff),
    ]);
    const house = await up.db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', staff.houseRef)
      .executeTakeFirstOrThrow();
    const past = await pastCatalogs(house.id);
    const young = past.filter((c) => Date.now() - new Date(c.starts_at).getTime() < 40 * DAY);
    const aged = past.filter((c) => Date.now() - new Date(c.starts_at).getTime() > 46 * DAY);
    recent = young[0]!.id;
    forInvoice = young[3]!;
    seeded = young.slice(0, 3).map((c) => c.id);
    old = aged[0]!.id;
  });
  afterAll(() => up?.close());

  it('reads the catalog and its lots with their current prices; the seed published some (0 reads Passed)', async () => {
    const res = await snapshot(recent);
    expect(res.status).toBe(200);
    expect(res.body.data.catalog).toMatchObject({
      catalogID: recent,
      editable: true,
      notEditableReason: null,
    });
    const lots = res.body.data.lots as Lot[];
    expect(lots.length).toBeGreaterThan(0);
    expect(lots.every((l) => l.published)).toBe(true);
    const seededLots = (await Promise.all(seeded.map(lotsOf))).flat();
    expect(seededLots.some((l) => l.realizedPrice === '0.00')).toBe(true);
    const closed = (await snapshot(old)).body.data.catalog;
    expect([closed.editable, closed.notEditableReason]).toEqual([false, M.editClosed]);
    expect((await snapshot(old, superUser)).body.data.catalog.editable).toBe(true);
  });

  it('reads one page of the lots and their count with the offset/limit extension', async () => {
    const every = await lotsOf(recent);
    expect(every.length).toBeGreaterThan(3);
    const page = async (query: string) =>
      contract.check(
        'get',
        await getAs(up.url, staff, `/cps/app/catalog/${recent}/snapshot/realized?${query}`),
      );
    const second = await page('offset=1&limit=2');
    expect(second.body.data.lots).toEqual(every.slice(1, 3));
    expect(second.body.data.totalCount).toBe(every.length);
    const catalogOnly = await page('limit=0');
    expect(catalogOnly.body.data).toMatchObject({ lots: [], totalCount: every.length });
    expect((await snapshot(recent)).body.data.totalCount).toBeUndefined();
    expect((await page('limit=201')).status).toBe(400);
    expect((await page('limit=5&offset=-1')).status).toBe(400);
  });

  it('reads an uploaded file through the items readers and answers each row with its errors', async () => {
    const [first, second] = await lotsOf(recent);
    const rows: FixtureCell[][] = [
      ['Lot Number', 'Lot Extension', 'Title', 'Realized Price'],
      [first!.lotNumber, first!.lotExt, 'ignored', '125.50'],
      [second!.lotNumber, second!.lotExt, 'ignored', 0],
      ['99999', null, 'x', '10'],
      [first!.lotNumber, first!.lotExt, 'x', '1.234'],
      [second!.lotNumber, second!.lotExt, 'x', '-5'],
      ['12', null, 'x', null],
    ];
    const bad = await upload(recent, await sheetFile('csv', rows), 'prices.csv');
    expect(bad.status).toBe(400);
    expect(bad.body.rows.map((r: { hasError: boolean }) => r.hasError)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    const messages = (bad.body.errors as { lotRowId: string; displayMsg: string }[]).map((e) => [
      e.lotRowId,
      e.displayMsg,
    ]);
    expect(messages).toContainEqual(['r4', M.lotNotInCatalog]);
    expect(messages).toContainEqual(['r5', M.priceDecimals]);
    expect(messages).toContainEqual(['r6', M.priceNegative]);
    expect(messages).toContainEqual(['r7', M.priceRequired]);

    const good = await upload(recent, await sheetFile('xlsx', rows.slice(0, 3)), 'prices.xlsx');
    expect(good.status).toBe(200);
    expect(good.body.errors).toEqual([]);
    expect(good.body.rows.map((r: { realizedPrice: string }) => r.realizedPrice)).toEqual(['125.50', '0']);
    // Nothing was saved by reading.
    expect((await lotsOf(recent))[0]?.realizedPrice).toBe(first!.realizedPrice);
  });

  it('refuses files it cannot read, other houses, closed catalogs and no session', async () => {
    const csv = await sheetFile('csv', [
      ['Lot Number', 'Title'],
      ['1', 'x'],
    ]);
    const missing = await upload(recent, csv, 'prices.csv');
    expect([missing.status, missing.body.rows, missing.body.errors[0].displayMsg]).toEqual([
      400,
      [],
      UPLOAD_MESSAGES.missingColumns(['Realized Price']),
    ]);
    expect((await upload(recent, csv, 'prices.pdf')).status).toBe(400);
    expect((await upload('x1', csv, 'prices.csv')).body.error.code).toBe('INVALID_BODY');
    expect((await upload(recent, csv, 'prices.csv', other)).status).toBe(404);
    const closed = await upload(old, csv, 'prices.csv');
    expect([closed.status, closed.body.error.message]).toEqual([403, M.editClosed]);
    expect((await upload(old, csv, 'prices.csv', superUser)).status).toBe(400);
    const anonymous = await request(up.url).post('/cps/app/realized').field('catalogID', String(recent));
    expect(contract.check('post', anonymous).status).toBe(401);
    const json = await postAs(up.url, staff, '/cps/app/realized', { catalogID: String(recent) });
    expect(contract.check('post', json).status).toBe(415);
    const huge = await settle(
      request(up.url)
        .post('/cps/app/realized')
        .set('Cookie', staff.cookie)
        .field('catalogID', String(recent))
        .attach('fileData', Buffer.alloc(52_428_801, 0x41), 'huge.csv'),
    );
    if (!(huge instanceof Error)) expect(contract.check('post', huge).status).toBe(413);
    else expect(huge.message).toMatch(/EPIPE|ECONNRESET|socket hang up/);
  });

  it('publishes one lot: over 0 becomes the hammer, 0 marks the result passed', async () => {
    const withResult = await up.db
      .selectFrom('sale_results')
      .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
      .select(['lots.id', 'lots.lot_number', 'lots.lot_number_ext'])
      .where('lots.catalog_id', '=', recent)
      .orderBy('lots.lot_number', 'desc')
      .executeTakeFirstOrThrow();
    const path = `/cps/app/catalog/${recent}/lot/realized`;
    const body = {
      lotNumber: String(withResult.lot_number),
      lotExt: withResult.lot_number_ext || null,
      changeUserID: 1,
    };
    const sold = await post(path, { ...body, realizedPrice: '321.05' });
    expect(sold.status).toBe(200);
    expect(sold.body.data.lot).toMatchObject({
      lotID: withResult.id,
      realizedPrice: '321.05',
      published: true,
    });
    const result = () =>
      up.db
        .selectFrom('sale_results')
        .select(['hammer', 'passed'])
        .where('lot_id', '=', withResult.id)
        .executeTakeFirstOrThrow();
    expect(await result()).toEqual({ hammer: 32105, passed: false });
    expect((await post(path, { ...body, realizedPrice: 0 })).body.data.lot.realizedPrice).toBe('0.00');
    expect(await result()).toEqual({ hammer: 32105, passed: true });
    await post(path, { ...body, realizedPrice: '40' });
    expect(await result()).toEqual({ hammer: 4000, passed: false });

    const notHere = await post(path, { lotNumber: '99999', realizedPrice: '1' });
    expect([notHere.status, notHere.body.error]).toEqual([
      400,
      { code: 'LOT_NOT_IN_CATALOG', message: M.lotNotInCatalog, field: 'lotNumber' },
    ]);
    expect((await post(path, { ...body, realizedPrice: '1.001' })).body.error.message).toBe(M.priceDecimals);
    expect((await post(`/cps/app/catalog/${old}/lot/realized`, { ...body, realizedPrice: '1' })).status).toBe(
      403,
    );
    expect((await post(path, { ...body, realizedPrice: '1' }, other)).status).toBe(404);
    expect(
      contract.check(
        'post',
        await request(up.url)
          .post(path)
          .send({ ...body, realizedPrice: '1' }),
      ).status,
    ).toBe(401);
  });

  it('publishes many lots all or nothing, and records the buyer premium answer', async () => {
    const lots = (await lotsOf(recent)).slice(0, 3);
    const path = `/cps/app/catalog/${recent}/lots/realized`;
    const rows = lots.map((l, i) => ({
      lotNumber: l.lotNumber,
      lotExt: l.lotExt,
      realizedPrice: i === 0 ? '0' : `${i}00.25`,
    }));
    const before = await up.tableDigests();
    const refused = await post(path, { lots: [...rows, { lotNumber: '99999', realizedPrice: '1' }] });
    expect([refused.status, refused.body.error.field]).toEqual([400, 'lots.3.lotNumber']);
    expect((await up.tableDigests())['realized_prices']).toBe(before['realized_prices']);
    const published = await post(path, { lots: rows });
    expect([published.status, published.body.data]).toEqual([200, { published: 3, passed: 1 }]);
    expect((await lotsOf(recent)).slice(0, 3).map((l) => l.realizedPrice)).toEqual([
      '0.00',
      '100.25',
      '200.25',
    ]);
    expect((await post(`/cps/app/catalog/${old}/lots/realized`, { lots: rows })).status).toBe(403);
    expect((await post(path, { lots: rows }, other)).status).toBe(404);
    expect(contract.check('post', await request(up.url).post(path).send({ lots: rows })).status).toBe(401);

    const premium = `/cps/app/catalog/${recent}/realized/includePremium`;
    const answered = await post(premium, { includesPremium: true });
    expect([answered.status, answered.body.data]).toEqual([
      200,
      { catalogID: recent, includesPremium: true },
    ]);
    expect((await snapshot(recent)).body.data.catalog.includesPremium).toBe(true);
    expect((await post(premium, { includesPremium: 'yes' })).status).toBe(400);
    expect(
      (await post(`/cps/app/catalog/${old}/realized/includePremium`, { includesPremium: true })).status,
    ).toBe(403);
    expect((await post(premium, { includesPremium: true }, other)).status).toBe(404);
    expect(
      contract.check('post', await request(up.url).post(premium).send({ includesPremium: true })).status,
    ).toBe(401);
    expect(
      contract.check('get', await request(up.url).get(`/cps/app/catalog/${recent}/snapshot/realized`)).status,
    ).toBe(401);
    expect((await snapshot(recent, other)).status).toBe(404);
  });

  it('leaves a passed lot out of the invoices built afterwards (sales §4 Realized prices)', async () => {
    const won = await up.db
      .selectFrom('sale_results')
      .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
      .select(['lots.id', 'lots.lot_number', 'lots.lot_number_ext'])
      .where('lots.catalog_id', '=', forInvoice.id)
      .orderBy('lots.lot_number')
      .execute();
    expect(won.length).toBeGreaterThan(1);
    const [passed, sold] = won;
    const published = await post(`/cps/app/catalog/${forInvoice.id}/lots/realized`, {
      lots: [
        { lotNumber: String(passed!.lot_number), lotExt: passed!.lot_number_ext || null, realizedPrice: '0' },
        { lotNumber: String(sold!.lot_number), lotExt: sold!.lot_number_ext || null, realizedPrice: '77.70' },
      ],
    });
    expect(published.status).toBe(200);
    const settings = await up.db
      .selectFrom('invoice_settings')
      .innerJoin('houses', 'houses.id', 'invoice_settings.house_id')
      .select('invoice_settings.id')
      .where('houses.ref', '=', staff.houseRef)
      .executeTakeFirstOrThrow();
    const created = await postAs(up.url, staff, `/app/house/${staff.houseRef}/invoiceGroup`, {
      catalogRefs: [forInvoice.ref],
      groupTitle: 'Realized prices',
      invoiceSettingsID: String(settings.id),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await up.waitForJobs();
    const lines = await up.db
      .selectFrom('invoice_lines')
      .select(['lot_id', 'hammer'])
      .where(
        'lot_id',
        'in',
        won.map((w) => w.id),
      )
      .execute();
    expect(lines.length).toBe(won.length - 1);
    expect(lines.map((l) => l.lot_id)).not.toContain(passed!.id);
    expect(lines.find((l) => l.lot_id === sold!.id)?.hammer).toBe(7770);
  });

  it('exercised every realizedPrices operation and declared status', () => {
    const { operations, responses } = contract.gaps();
    expect(operations).toEqual([]);
    // 503 needs the readers saturated, which a test cannot do without slowing everything.
    expect(responses.filter((r) => r !== 'parseRealizedPrices 503')).toEqual([]);
  });
});
