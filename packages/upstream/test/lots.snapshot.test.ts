import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXls } from '../src/lots/readers/xlsRead.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream, type StartedUpstream } from '../src/testing.js';
import { FILE_TYPES, LAYOUTS, makeCatalog, upload, type FixtureType } from './support/lots.fixtures.js';
import { getAs, postAs, signIn, type SignedIn } from './support/session.js';

/**
 * Downloads (sales §7 Items): the catalog snapshot uploads back unchanged in both layouts and all
 * three file types, for live, timed and Buy Now sales; cells that would start a formula are
 * neutralised in the file and come back as typed; our model spreadsheets parse without errors.
 */
type Kind = 'live' | 'timed' | 'bin';

const LOTS = (kind: Kind) => [
  {
    lotNumber: '1',
    lotExt: 'B',
    invNumber: '00123',
    lotTitle: '=HYPERLINK("http://evil.example.com","click")',
    lotDescription: '+1 555 0100, "quoted", line\nbreak',
    artistName: '@handle',
    notes: '-dash first',
    provenance: 'Ünïcødé ✓',
    ...(kind === 'bin'
      ? { price: '1500', shipping: '25.5', shippingIntl: '60' }
      : { loEst: '100', hiEst: '200', startingBid: '50' }),
    ...(kind === 'timed' ? { reserve: '75' } : {}),
    shipHeight: '10.25',
    shipWeight: '3',
  },
  {
    lotNumber: '2',
    lotTitle: 'Plain',
    lotDescription: 'x'.repeat(300),
    ...(kind === 'bin' ? { price: '10' } : {}),
  },
  {
    lotNumber: '',
    invNumber: 'ONLY-INV',
    lotTitle: 'Unlotted',
    lotDescription: 'By inventory',
    ...(kind === 'bin' ? { price: '5' } : {}),
  },
];

/** The fields a lot keeps, to compare before and after (not its update time). */
const comparable = (lots: Array<Record<string, unknown>>) =>
  lots.map(({ lotID: _id, lotRef: _ref, ...rest }) => rest);

describe('catalog snapshot and models', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  const catalogs = {} as Record<Kind, number>;

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    for (const kind of ['live', 'timed', 'bin'] as const) {
      catalogs[kind] = (await makeCatalog(up.db, DEMO_HOUSE_REF, kind)).id;
      const rows = LOTS(kind).map((l, i) => ({ id: `r${i + 2}`, ...l }));
      const saved = await postAs(up.url, staff, `/cps/app/catalog/${catalogs[kind]}/lots/update`, {
        lots: rows,
      });
      expect(saved.body.errors, JSON.stringify(saved.body.errors)).toEqual([]);
    }
  });
  afterAll(async () => {
    await up?.close();
  });

  for (const kind of ['live', 'timed', 'bin'] as const)
    for (const layout of LAYOUTS)
      for (const type of FILE_TYPES)
        it(`round-trips a ${kind} catalog as ${layout} .${type}`, async () => {
          const id = catalogs[kind];
          const before = (await getAs(up.url, staff, `/cps/app/catalog/${id}/lots`)).body.lots;
          const file = await download(
            up.url,
            staff,
            `/cps/app/snapshot/${id}/lot-data?version=v2&type=${type}&format=${layout}`,
          );
          const cells = await firstCells(type, file);
          expect(cells).toContain(`'=HYPERLINK("http://evil.example.com","click")`);
          expect(cells).toContain("'@handle");
          expect(cells).toContain("'-dash first");
          expect(cells).toContain('00123');

          const res = await upload(up.url, staff, {
            format: kind === 'bin' ? 'bin' : layout,
            csvType: layout,
            catalogId: id,
            file,
            fileName: `snapshot.${type}`,
          });
          expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
          expect(res.body.errors).toEqual([]);
          expect(res.body.lots.map((l: { lotID: number | null }) => l.lotID)).toEqual(
            before.map((l: { lotID: number }) => l.lotID),
          );
          const first = res.body.lots[0];
          expect(first).toMatchObject({
            lotTitle: LOTS(kind)[0]!.lotTitle,
            lotDescription: LOTS(kind)[0]!.lotDescription,
            artistName: '@handle',
            notes: '-dash first',
            invNumber: '00123',
            lotExt: 'B',
          });

          // Saving it back changes nothing.
          const saved = await postAs(up.url, staff, `/cps/app/catalog/${id}/lots/update`, {
            lots: res.body.lots.map(({ hasError: _h, ...rest }: Record<string, unknown>) => rest),
          });
          expect(saved.body).toMatchObject({ errors: [], created: 0, updated: 3 });
          const after = (await getAs(up.url, staff, `/cps/app/catalog/${id}/lots`)).body.lots;
          expect(comparable(after)).toEqual(comparable(before));
        });

  for (const layout of LAYOUTS)
    for (const type of FILE_TYPES)
      it(`parses our ${layout} model (.${type}) for every kind of sale`, async () => {
        const file = await download(up.url, staff, `/cps/app/spreadsheet/model/${layout}?type=${type}`);
        for (const kind of ['live', 'timed', 'bin'] as const) {
          const catalog = (await makeCatalog(up.db, DEMO_HOUSE_REF, kind)).id;
          const res = await upload(up.url, staff, {
            format: kind === 'bin' ? 'bin' : layout,
            csvType: layout,
            catalogId: catalog,
            file,
            fileName: `model.${type}`,
          });
          expect(res.status, `${kind}: ${JSON.stringify(res.body.errors)}`).toBe(200);
          expect(res.body.lots).toHaveLength(2);
        }
      });
});

async function download(url: string, who: SignedIn, path: string): Promise<Buffer> {
  const res = await getAs(url, who, path)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

/** The raw cell texts of the first data row, as a spreadsheet program would see them. */
async function firstCells(type: FixtureType, file: Buffer): Promise<string[]> {
  if (type === 'csv') return (parse(file, { bom: true, relax_column_count: true }) as string[][])[1]!;
  if (type === 'xls') return readXls(file, { maxRows: 10, maxChars: 1e6 }).rows[1]!.cells;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]!.getRow(2).eachCell((cell) => cells.push(String(cell.value)));
  return cells;
}
