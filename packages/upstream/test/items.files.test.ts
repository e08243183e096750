import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream, type StartedUpstream } from '../src/testing.js';
import { LAYOUTS, makeCatalog, settle, sheetFile, table, upload } from './support/items.fixtures.js';
import { signIn, type SignedIn } from './support/session.js';

/**
 * Bad files never hurt (issue 6 point 6): wrong and unlabelled columns, empty files, binaries
 * renamed, bad names, 50,000 and 50,001 rows, too much text, 60 MB — each gets its code or a
 * clear message, and the service stays up with its memory bounded (parsing runs in worker threads
 * with their own heap limit).
 */
interface Body {
  lots: unknown[];
  warnings: Array<{ errorCode: string; displayMsg: string }>;
  errors: Array<{ errorCode: string; displayMsg: string; row: number | null }>;
}

describe('bad spreadsheet files', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let catalog: number;
  const send = (file: Buffer, fileName: string, format: 'artfact' | 'auctionflex' = 'artfact') =>
    upload(up.url, staff, { format, catalogId: catalog, file, fileName });
  const refusal = async (file: Buffer, fileName: string, format: 'artfact' | 'auctionflex' = 'artfact') => {
    const res = await send(file, fileName, format);
    const body = res.body as Body;
    return {
      status: res.status,
      codes: body.errors.map((e) => e.errorCode),
      messages: body.errors.map((e) => e.displayMsg),
      lots: body.lots.length,
    };
  };

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    catalog = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'live')).id;
  });
  afterAll(async () => {
    await up?.close();
  });

  for (const layout of LAYOUTS)
    it(`refuses wrong column names with 138 (${layout})`, async () => {
      const other = layout === 'artfact' ? 'auctionflex' : 'artfact';
      // A file of the other layout: its names are not this layout's.
      const file = await sheetFile(
        'xlsx',
        table(other, ['lotNumber', 'title', 'description'], [{ lotNumber: 1, title: 'A', description: 'B' }]),
      );
      const r = await refusal(file, 'wrong.xlsx', layout);
      expect(r).toMatchObject({ status: 400, lots: 0 });
      expect(r.codes).toEqual(['138', '138']);
      expect(r.messages[0]).toMatch(/^Incorrect column names: /);
      const foo = await refusal(
        await sheetFile('csv', [
          ['Foo', 'Bar'],
          ['1', '2'],
        ]),
        'foo.csv',
        layout,
      );
      expect(foo.codes).toContain('138');
    });

  it('refuses a column with values but no name with the breaking 166', async () => {
    const file = await sheetFile('xls', [
      ['Lot Number', 'Title', 'Description', null],
      [1, 'A', 'B', 'stray'],
    ]);
    const r = await refusal(file, 'stray.xls');
    expect(r).toMatchObject({ status: 400, codes: ['166'], lots: 0 });
    expect(r.messages).toEqual(['Column D has values but no column name. Please label or remove it.']);
  });

  it('refuses empty files and files with only column names', async () => {
    expect(await refusal(Buffer.alloc(0), 'empty.csv')).toMatchObject({
      status: 400,
      codes: ['FILE_EMPTY'],
      messages: ['The file is empty. Please add your items and upload it again.'],
    });
    expect((await refusal(Buffer.from('Lot Number,Title,Description\r\n'), 'header.csv')).codes).toEqual([
      'FILE_EMPTY',
    ]);
    expect(
      (await refusal(await sheetFile('xlsx', [['Lot Number', 'Title', 'Description']]), 'header.xlsx')).codes,
    ).toEqual(['FILE_EMPTY']);
  });

  it('refuses binaries renamed to a spreadsheet type, and truncated workbooks', async () => {
    const junk = randomBytes(64 * 1024);
    expect(await refusal(junk, 'photo.xlsx')).toMatchObject({
      status: 400,
      codes: ['FILE_TYPE_INVALID'],
      messages: ['The file is not a valid .xlsx spreadsheet. Please check the file and try again.'],
    });
    expect((await refusal(junk, 'photo.xls')).codes).toEqual(['FILE_TYPE_INVALID']);
    expect((await refusal(junk, 'photo.csv')).codes).toEqual(['FILE_TYPE_INVALID']);
    const xlsx = await sheetFile(
      'xlsx',
      table(
        'artfact',
        ['lotNumber', 'title', 'description'],
        [{ lotNumber: 1, title: 'A', description: 'B' }],
      ),
    );
    expect((await refusal(xlsx, 'renamed.csv')).codes).toEqual(['FILE_TYPE_INVALID']);
    expect((await refusal(xlsx.subarray(0, Math.floor(xlsx.length / 2)), 'cut.xlsx')).codes).toEqual([
      'FILE_TYPE_INVALID',
    ]);
    const xls = await sheetFile(
      'xls',
      table(
        'artfact',
        ['lotNumber', 'title', 'description'],
        [{ lotNumber: 1, title: 'A', description: 'B' }],
      ),
    );
    expect((await refusal(xls.subarray(0, 1024), 'cut.xls')).codes).toEqual(['FILE_TYPE_INVALID']);
  });

  it('applies the catalog-file name rules and one file per upload', async () => {
    const file = Buffer.from('Lot Number,Title,Description\r\n1,A,B\r\n');
    expect((await refusal(file, 'two.dots.csv')).messages).toEqual([
      'The file name must contain a single dot, before its extension.',
    ]);
    expect((await refusal(file, 'bad name!.csv')).messages).toEqual([
      'The file name may contain only letters, numbers, - and _ before its extension.',
    ]);
    expect((await refusal(file, `${'a'.repeat(101)}.csv`)).messages).toEqual([
      'The file name must be 100 characters or less before its extension.',
    ]);
    expect((await send(file, `${'a'.repeat(100)}.csv`)).status).toBe(200);
    expect((await refusal(file, 'lots.txt')).codes).toEqual(['FILE_TYPE_INVALID']);
    const none = await request(up.url)
      .post('/cps/app/spreadsheet/csv/artfact')
      .set('Cookie', staff.cookie)
      .field('catalogID', String(catalog));
    expect(none.body.errors[0].errorCode).toBe('FILE_REQUIRED');
    const two = await request(up.url)
      .post('/cps/app/spreadsheet/csv/artfact')
      .set('Cookie', staff.cookie)
      .field('catalogID', String(catalog))
      .attach('fileData', file, 'a.csv')
      .attach('fileData', file, 'b.csv');
    expect(two.body.errors[0].errorCode).toBe('FILE_COUNT');
  });

  it('handles 50,000 rows (keeping the sale maximum, warning 113) and refuses 50,001 with a message', async () => {
    const rows = (n: number) =>
      [
        'Lot Number,Title,Description',
        ...Array.from({ length: n }, (_, i) => `${i + 1},Lot ${i + 1},Description of lot ${i + 1}`),
      ].join('\r\n');
    const fifty = await send(Buffer.from(rows(50_000)), 'fifty.csv');
    expect(fifty.status).toBe(200);
    expect(fifty.body.lots).toHaveLength(5000);
    expect(fifty.body.warnings.map((w: { errorCode: string }) => w.errorCode)).toEqual(['113']);
    const over = await refusal(Buffer.from(rows(50_001)), 'over.csv');
    expect(over).toMatchObject({
      status: 400,
      codes: ['TOO_MANY_ROWS'],
      messages: ['The spreadsheet has more than 50,000 rows. Please split it into smaller files.'],
    });
    // An .xlsx with more rows stops being read at the limit.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lots');
    sheet.addRow(['Lot Number', 'Title', 'Description']);
    for (let i = 1; i <= 50_001; i++) sheet.addRow([i, `L${i}`, 'D']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await refusal(xlsx, 'over.xlsx')).codes).toEqual(['TOO_MANY_ROWS']);
  });

  it('refuses a workbook that expands to too much text, and a 60 MB file while it streams', async () => {
    const long = 'a'.repeat(1_000);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lots');
    sheet.addRow(['Lot Number', 'Title', 'Description', ...Array.from({ length: 19 }, () => 'Notes')]);
    for (let i = 1; i <= 5_000; i++) sheet.addRow([i, long, long, ...Array.from({ length: 19 }, () => long)]);
    const bomb = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(bomb.length).toBeLessThan(5_000_000);
    const r = await refusal(bomb, 'bomb.xlsx');
    expect(r.codes).toEqual(['FILE_TOO_LARGE']);

    const before = process.memoryUsage().rss;
    const big = await settle(
      request(up.url)
        .post('/cps/app/spreadsheet/csv/artfact')
        .set('Cookie', staff.cookie)
        .field('catalogID', String(catalog))
        .attach('fileData', Buffer.alloc(60 * 1024 * 1024, 0x41), 'big.csv'),
    );
    if (big instanceof Error) expect(big.message).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    else expect([big.status, big.body.errors[0].errorCode]).toEqual([413, 'FILE_TOO_LARGE']);
    // The service is still up, and did not take the file into memory (the test itself holds 60 MB).
    expect((await request(up.url).get('/version.json')).status).toBe(200);
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
  });
});
