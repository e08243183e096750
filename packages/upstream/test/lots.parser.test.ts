import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../src/testing.js';
import {
  codes,
  FILE_TYPES,
  LAYOUTS,
  makeCatalog,
  sheetFile,
  table,
  upload,
  type FixtureCell,
} from './support/lots.fixtures.js';
import { postAs, signIn, type SignedIn } from './support/session.js';

/**
 * The spreadsheet parser (sales §7 Items, §8 Spreadsheet upload; invoicing §8 codes): every row code
 * in both layouts and all three file types, with its row and column; reserve removed for live
 * sales; bin prices; the breaking 108; warnings 113 and 116.
 */
interface SheetError {
  errorCode: string;
  row: number | null;
  column: string | null;
  lotRowId: string | null;
  displayMsg: string;
}
interface UploadBody {
  lots: Array<Record<string, string | number | boolean | null>>;
  warnings: SheetError[];
  errors: SheetError[];
}

const FIELDS = [
  'lotNumber',
  'lotExt',
  'invNumber',
  'title',
  'description',
  'lowEstimate',
  'highEstimate',
  'startingBid',
  'reserve',
  'shipHeight',
  'shipWeight',
  'shipLength',
  'shipWidth',
  'shippingDomestic',
];

/** Row number (header is row 1) → what it breaks and the code (and column) expected. */
const CASES: Array<{ change: Record<string, FixtureCell>; code: string | null; column?: string }> = [
  {
    change: {
      invNumber: 'INV-1',
      lowEstimate: 100,
      highEstimate: 200,
      startingBid: 50,
      reserve: 80,
      shipHeight: 10,
      shipWeight: 2.5,
      shipLength: 12,
      shipWidth: 4,
      shippingDomestic: 25.5,
    },
    code: null,
  },
  { change: { title: '' }, code: '101', column: 'TITLE' },
  { change: { lotNumber: 'A12' }, code: '109', column: 'LOT_NUMBER' },
  { change: { lotNumber: '123456789' }, code: '109', column: 'LOT_NUMBER' },
  { change: { lotNumber: 5 }, code: '110', column: 'LOT_NUMBER' },
  { change: { lotNumber: 5 }, code: '110', column: 'LOT_NUMBER' },
  { change: { lotNumber: 7 }, code: '112', column: 'LOT_NUMBER' },
  { change: { invNumber: 'BAD INV!' }, code: '120', column: 'INV_NUMBER' },
  { change: { invNumber: 'DUP' }, code: '121', column: 'INV_NUMBER' },
  { change: { invNumber: 'dup' }, code: '121', column: 'INV_NUMBER' },
  { change: { lowEstimate: '100.5' }, code: '122', column: 'LOW_ESTIMATE' },
  { change: { highEstimate: '-5' }, code: '123', column: 'HIGH_ESTIMATE' },
  { change: { startingBid: '12.5' }, code: '124', column: 'STARTING_BID' },
  { change: { reserve: '10.25' }, code: '126', column: 'RESERVE' },
  { change: { lowEstimate: 500, highEstimate: 100 }, code: '127', column: 'LOW_ESTIMATE' },
  { change: { lowEstimate: 'about 100' }, code: '142', column: 'LOW_ESTIMATE' },
  { change: { description: '' }, code: '164', column: 'DESCRIPTION' },
  { change: { title: 'x'.repeat(251) }, code: '165', column: 'TITLE' },
  { change: { shipHeight: 'tall' }, code: '170', column: 'SHIP_HEIGHT' },
  { change: { shipWeight: 'heavy' }, code: '171', column: 'SHIP_WEIGHT' },
  { change: { shipLength: '1.234' }, code: '172', column: 'SHIP_LENGTH' },
  { change: { shipWidth: '-1' }, code: '173', column: 'SHIP_WIDTH' },
  { change: { lotNumber: null, invNumber: null }, code: '179', column: 'LOT_NUMBER' },
  {
    change: { startingBid: { formula: 'SUM(10,20)', result: 30 } },
    code: 'FORMULA_CELL',
    column: 'STARTING_BID',
  },
  { change: { lotExt: '1' }, code: '109', column: 'LOT_EXT' },
  // Lot 8 has an absentee bid: its starting bid stays (warning 116), no error.
  { change: { lotNumber: 8, startingBid: 999 }, code: null },
];

function caseRows(): Record<string, FixtureCell>[] {
  return CASES.map((c, i) => ({
    lotNumber: 20 + i,
    title: `Lot ${i}`,
    description: 'A description',
    ...c.change,
  }));
}

describe('spreadsheet parser', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let other: SignedIn;
  let timed: number;
  let live: number;
  let bin: number;

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    other = await signIn(up.url, { houseUserName: 'other', userName: 'staff', password: 'demo-password' });
    timed = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'timed')).id;
    live = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'live')).id;
    bin = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'bin')).id;
    // Lot 7 is deleted (its number cannot come back: 112); lot 8 has an absentee bid (116).
    for (const n of [7, 8]) {
      const res = await postAs(up.url, staff, `/cps/app/catalog/${timed}/lot/new`, {
        lotNumber: String(n),
        lotTitle: `Saved ${n}`,
        lotDescription: 'Saved',
        startingBid: '100',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const seven = await postAs(up.url, staff, '/cps/app/lot/delete', { lotNumber: '7', catalogID: timed });
    expect(seven.status, JSON.stringify(seven.body)).toBe(200);
    const eight = await up.db
      .selectFrom('lots')
      .select(['id', 'house_id'])
      .where('catalog_id', '=', timed)
      .where('lot_number', '=', 8)
      .executeTakeFirstOrThrow();
    await up.db
      .insertInto('order_bids')
      .values({ house_id: eight.house_id, lot_id: eight.id, amount: 15_000 })
      .execute();
  });
  afterAll(async () => {
    await up?.close();
  });

  for (const layout of LAYOUTS)
    for (const type of FILE_TYPES)
      it(`finds every row code with its row and column (${layout}, .${type})`, async () => {
        const file = await sheetFile(type, table(layout, FIELDS, caseRows()));
        const res = await upload(up.url, staff, {
          format: layout,
          catalogId: timed,
          file,
          fileName: `lots_${layout}.${type}`,
        });
        expect(res.status).toBe(400);
        const body = res.body as UploadBody;
        expect(body.lots).toHaveLength(CASES.length);
        CASES.forEach((c, i) => {
          const row = i + 2;
          const found = body.errors.filter((e) => e.row === row);
          if (c.code === null) expect(found, `row ${row}`).toEqual([]);
          else
            expect(
              found.map((e) => [e.errorCode, e.column]),
              `row ${row}`,
            ).toEqual([[c.code, c.column]]);
          expect(body.lots[i]!['hasError']).toBe(c.code !== null);
          expect(body.lots[i]!['id']).toBe(`r${row}`);
        });
        // Lot 8's starting bid is kept because of the absentee bid.
        const eight = body.lots[CASES.length - 1]!;
        expect(eight['startingBid']).toBe('100');
        expect(eight['lotID']).toEqual(expect.any(Number));
        expect(codes(body.warnings)).toEqual(['116']);
        // The valid first row comes back in REST names with the values as typed.
        expect(body.lots[0]).toMatchObject({
          lotNumber: '20',
          invNumber: 'INV-1',
          lotTitle: 'Lot 0',
          loEst: '100',
          hiEst: '200',
          startingBid: '50',
          reserve: '80',
          shipWeight: '2.5',
          shipping: '25.5',
          lotID: null,
        });
      });

  it('removes the reserve (and ignores its errors) for live sales', async () => {
    const rows = [
      { lotNumber: 1, title: 'A', description: 'B', reserve: 500 },
      { lotNumber: 2, title: 'A', description: 'B', reserve: '10.25' },
      { lotNumber: 3, title: 'A', description: 'B', reserve: 'n/a' },
    ];
    const file = await sheetFile(
      'csv',
      table('artfact', ['lotNumber', 'title', 'description', 'reserve'], rows),
    );
    const res = await upload(up.url, staff, {
      format: 'artfact',
      catalogId: live,
      file,
      fileName: 'live.csv',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as UploadBody;
    expect(body.errors).toEqual([]);
    expect(body.lots.map((l) => l['reserve'])).toEqual([null, null, null]);
  });

  for (const type of FILE_TYPES)
    it(`checks Buy Now prices through /csv/bin (.${type})`, async () => {
      const rows: Record<string, FixtureCell>[] = [
        { lotNumber: 1, title: 'A', description: 'B', price: 150 },
        { lotNumber: 2, title: 'A', description: 'B', price: null },
        { lotNumber: 3, title: 'A', description: 'B', price: 0 },
        { lotNumber: 4, title: 'A', description: 'B', price: '12.5' },
        { lotNumber: 5, title: 'A', description: 'B', price: 'free' },
      ];
      const file = await sheetFile(
        type,
        table('auctionflex', ['lotNumber', 'title', 'description', 'price'], rows),
      );
      const res = await upload(up.url, staff, {
        format: 'bin',
        csvType: 'auctionflex',
        catalogId: bin,
        file,
        fileName: `bin.${type}`,
      });
      expect(res.status).toBe(400);
      const body = res.body as UploadBody;
      expect(body.errors.map((e) => [e.row, e.errorCode, e.column])).toEqual([
        [3, '118', 'PRICE'],
        [4, '119', 'PRICE'],
        [5, '119', 'PRICE'],
        [6, '142', 'PRICE'],
      ]);
      expect(body.lots[0]).toMatchObject({ price: '150' });
    });

  it('refuses a session catalog on /csv/bin and a bin catalog on /csv/{format}', async () => {
    const file = await sheetFile(
      'csv',
      table(
        'artfact',
        ['lotNumber', 'title', 'description'],
        [{ lotNumber: 1, title: 'A', description: 'B' }],
      ),
    );
    const a = await upload(up.url, staff, { format: 'bin', catalogId: timed, file, fileName: 'a.csv' });
    expect(a.status).toBe(400);
    expect(a.body.error.code).toBe('WRONG_SALE_TYPE');
    const b = await upload(up.url, staff, { format: 'artfact', catalogId: bin, file, fileName: 'a.csv' });
    expect(b.body.error.code).toBe('WRONG_SALE_TYPE');
  });

  for (const layout of LAYOUTS)
    it(`makes 108 (missing lot number) breaking for houses that need numbers (${layout})`, async () => {
      const catalog = await makeCatalog(up.db, OTHER_HOUSE_REF, 'live');
      const rows: Record<string, FixtureCell>[] = [
        { lotNumber: 1, title: 'A', description: 'B' },
        { lotNumber: null, invNumber: 'INV-9', title: 'A', description: 'B' },
      ];
      const file = await sheetFile(
        'xlsx',
        table(layout, ['lotNumber', 'invNumber', 'title', 'description'], rows),
      );
      const res = await upload(up.url, other, {
        format: layout,
        catalogId: catalog.id,
        file,
        fileName: 'numbers.xlsx',
      });
      expect(res.status).toBe(400);
      expect((res.body as UploadBody).errors.map((e) => [e.errorCode, e.row])).toEqual([['108', 3]]);
    });

  it('warns 113 and keeps only the first lots beyond the sale maximum', async () => {
    const catalog = await makeCatalog(up.db, DEMO_HOUSE_REF, 'live');
    await up.db
      .updateTable('houses')
      .set({ max_lots_per_catalog: 3 })
      .where('ref', '=', DEMO_HOUSE_REF)
      .execute();
    try {
      const rows = [1, 2, 3, 4, 5].map((n) => ({ lotNumber: n, title: `T${n}`, description: 'D' }));
      const file = await sheetFile('csv', table('artfact', ['lotNumber', 'title', 'description'], rows));
      const res = await upload(up.url, staff, {
        format: 'artfact',
        catalogId: catalog.id,
        file,
        fileName: 'many.csv',
      });
      expect(res.status).toBe(200);
      const body = res.body as UploadBody;
      expect(body.lots.map((l) => l['lotNumber'])).toEqual(['1', '2', '3']);
      expect(body.warnings.map((w) => [w.errorCode, w.displayMsg])).toEqual([
        ['113', 'You have reached your maximum of 3 lots for this sale.'],
      ]);
    } finally {
      await up.db
        .updateTable('houses')
        .set({ max_lots_per_catalog: 5000 })
        .where('ref', '=', DEMO_HOUSE_REF)
        .execute();
    }
  });

  it("refuses another house's catalog as unknown", async () => {
    const file = await sheetFile(
      'csv',
      table(
        'artfact',
        ['lotNumber', 'title', 'description'],
        [{ lotNumber: 1, title: 'A', description: 'B' }],
      ),
    );
    const res = await upload(up.url, other, { format: 'artfact', catalogId: timed, file, fileName: 'a.csv' });
    expect(res.status).toBe(404);
  });
});
