import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import request from 'supertest';
import type { DB } from '../../src/db/schema.js';
import { writeXls, type XlsCell } from '../../src/lots/writers/xlsWrite.js';
import type { SignedIn } from './session.js';

/**
 * Spreadsheet fixtures made by the tests themselves (no binary blobs): a table as a .csv, .xlsx or
 * .xls file. A cell `{ formula }` is a formula cell (in CSV its text starts with "=").
 */
export type FixtureCell = string | number | null | { formula: string; result: number };
export type FixtureType = 'csv' | 'xlsx' | 'xls';
export const FILE_TYPES: readonly FixtureType[] = ['csv', 'xlsx', 'xls'];
export const LAYOUTS = ['artfact', 'auctionflex'] as const;
export type Layout = (typeof LAYOUTS)[number];

export async function sheetFile(
  type: FixtureType,
  rows: readonly (readonly FixtureCell[])[],
): Promise<Buffer> {
  if (type === 'csv') {
    const cell = (c: FixtureCell) => {
      if (c === null) return '';
      const text = typeof c === 'object' ? `=${c.formula}` : String(c);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n');
  }
  if (type === 'xls')
    return writeXls(
      'Sheet1',
      rows.map((r) =>
        r.map((c): XlsCell => (c !== null && typeof c === 'object' ? { formulaResult: c.result } : c)),
      ),
    );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const r of rows)
    sheet.addRow(
      r.map((c) =>
        c === null ? undefined : typeof c === 'object' ? { formula: c.formula, result: c.result } : c,
      ),
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The header names of each layout, by field (the same names the service writes). */
export const HEADERS: Record<Layout, Record<string, string>> = {
  artfact: {
    lotNumber: 'Lot Number',
    lotExt: 'Lot Extension',
    invNumber: 'Inventory Number',
    title: 'Title',
    description: 'Description',
    lowEstimate: 'Low Estimate',
    highEstimate: 'High Estimate',
    startingBid: 'Starting Bid',
    reserve: 'Reserve',
    price: 'Price',
    shipHeight: 'Shipping Height',
    shipWeight: 'Shipping Weight',
    shipLength: 'Shipping Length',
    shipWidth: 'Shipping Width',
    shippingDomestic: 'Domestic Shipping',
  },
  auctionflex: {
    lotNumber: 'LotNum',
    lotExt: 'LotExt',
    invNumber: 'InvNum',
    title: 'Lead',
    description: 'Desc',
    lowEstimate: 'LowEst',
    highEstimate: 'HighEst',
    startingBid: 'StartBid',
    reserve: 'Reserve',
    price: 'Price',
    shipHeight: 'ShipHeight',
    shipWeight: 'ShipWeight',
    shipLength: 'ShipLength',
    shipWidth: 'ShipWidth',
    shippingDomestic: 'ShipDomestic',
  },
};

/** A table from field-keyed rows: the header row of the layout, then the values in that order. */
export function table(
  layout: Layout,
  fields: readonly string[],
  rows: ReadonlyArray<Record<string, FixtureCell>>,
): FixtureCell[][] {
  return [fields.map((f) => HEADERS[layout][f] ?? f), ...rows.map((r) => fields.map((f) => r[f] ?? null))];
}

export interface UploadOptions {
  format: Layout | 'bin';
  catalogId: number;
  file: Buffer;
  fileName: string;
  csvType?: string;
}

/** POST /cps/app/spreadsheet/csv/{format}?version=v2 as the browser's multipart. */
export function upload(url: string, who: SignedIn, o: UploadOptions): request.Test {
  return request(url)
    .post(`/cps/app/spreadsheet/csv/${o.format}?version=v2`)
    .set('Cookie', who.cookie)
    .field('csvType', o.csvType ?? (o.format === 'bin' ? 'artfact' : o.format))
    .field('catalogID', String(o.catalogId))
    .field('packageID', '1')
    .attach('fileData', o.file, o.fileName);
}

export interface CatalogFixture {
  id: number;
  groupId: number;
}

/**
 * A fresh catalog of the house for one test (through the database: the test's own set-up, the
 * service under test reads it like any other): live, timed or bin, starting in `startsInHours`.
 */
export async function makeCatalog(
  db: Kysely<DB>,
  houseRef: string,
  kind: 'live' | 'timed' | 'bin',
  startsInHours = 24 * 30,
): Promise<CatalogFixture> {
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('ref', '=', houseRef)
    .executeTakeFirstOrThrow();
  const address = await db
    .selectFrom('house_addresses')
    .select('id')
    .where('house_id', '=', house.id)
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('sale_groups')
    .values({
      house_id: house.id,
      name: `Items test ${kind}`,
      is_timed: kind === 'timed',
      is_bin: kind === 'bin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const serial = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  const catalog = await db
    .insertInto('catalogs')
    .values({
      house_id: house.id,
      sale_group_id: group.id,
      ref: `ITEMS${serial}`,
      title: `Items test ${kind}`,
      identifier: serial.slice(0, 8),
      starts_at: new Date(Date.now() + startsInHours * 3_600_000),
      address_id: address.id,
      sale_type: kind === 'timed' ? 'timed' : 'live',
      kind: kind === 'bin' ? 'bin' : 'session',
      buyer_premium_rate: 25_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: catalog.id, groupId: group.id };
}

/** Codes of a response's errors (or warnings), sorted, for compact assertions. */
export function codes(list: ReadonlyArray<{ errorCode: string }>): string[] {
  return list.map((e) => e.errorCode).sort();
}

/**
 * A request that the server may answer before the client finished sending (an oversized upload):
 * the response, or the client's own error when the connection closed first.
 */
export async function settle(req: PromiseLike<request.Response>): Promise<request.Response | Error> {
  return req.then(
    (res) => res,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}
