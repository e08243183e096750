import {
  parseRealizedPrice,
  realizedLotKey,
  realizedPriceRowIssues,
  REALIZED_PRICE_MESSAGES,
  SPREADSHEET_LIMITS,
  UPLOAD_MESSAGES,
} from '@ah/schema';
import { Router, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import type { SheetReaderPool } from '../lots/readers/sheetReaderPool.js';
import { readSpooledSheet } from '../lots/spooledSheet.js';
import { spoolUpload } from '../lots/spoolUpload.js';
import { callerOf } from '../viewer/caller.js';
import { assertEditable, loadRealizedCatalog } from './realizedCatalog.js';
import { realizedFileError, realizedSheetRows, type RealizedPriceError } from './realizedSheet.js';
import {
  catalogLotIds,
  countRealizedLots,
  loadRealizedLots,
  publishRealizedPrices,
  type RealizedWrite,
} from './realizedStore.js';

/** Rows one publish may carry (the contract's maxItems). */
const MAX_ROWS = 10_000;

/** A realized price row of a JSON body (sales §7 lot/realized, lots/realized). */
interface RealizedBodyRow {
  lotNumber: string | number;
  lotExt?: string | null;
  realizedPrice: string | number;
  changeUserID?: number | null;
}

/**
 * The realized prices of the catalog service (sales §7 Realized prices), behind the caller check.
 * Every catalog must be the caller's house's (404 otherwise); changes are refused (403) for an
 * online-only house and, for non-super users, 45 days or more after the sale (sales §6). The
 * change user is always the caller (a body's changeUserID is not trusted).
 * - POST /cps/app/realized: multipart {csvType, catalogID, packageID, fileData}; reads the file with
 *   the items upload's readers and answers the rows with their errors (200 none, 400 some; saves
 *   nothing);
 * - GET /cps/app/catalog/{catalogID}/snapshot/realized: the catalog and its lots' current prices;
 * - POST .../lot/realized: publishes one lot's price; POST .../lots/realized: all or nothing;
 * - POST .../realized/includePremium {includesPremium}: the publish question's answer.
 */
export function realizedRoutes(db: Kysely<DB>, auth: RequestHandler, readers: SheetReaderPool): Router {
  const router = Router();

  router.post('/cps/app/realized', auth, async (req, res) => {
    const caller = callerOf(req);
    const upload = await spoolUpload(req, {
      maxBytes: SPREADSHEET_LIMITS.maxBytes,
      fileField: 'fileData',
      allowedFields: ['csvType', 'catalogID', 'packageID'],
    });
    try {
      if (upload.tooLarge) {
        res.setHeader('Connection', 'close');
        res.once('finish', () => req.destroy());
        return sendUpload(res, 413, [realizedFileError('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge)]);
      }
      const catalogId = parsePositiveInteger(upload.fields['catalogID']);
      if (catalogId === null)
        throw badRequest('INVALID_BODY', '"catalogID" must be a catalog id.', 'catalogID');
      const catalog = await loadRealizedCatalog(db, caller, catalogId);
      assertEditable(catalog);
      const read = await readSpooledSheet(upload, readers);
      if ('refusal' in read)
        return sendUpload(res, read.status, [
          realizedFileError(read.refusal.errorCode, read.refusal.displayMsg),
        ]);
      const lots = await catalogLotIds(db, catalog.id);
      const parsed = realizedSheetRows(read.sheet, new Set(lots.keys()), caller.userId);
      if (!parsed.ok) return sendUpload(res, 400, parsed.errors);
      res.status(parsed.errors.length > 0 ? 400 : 200).json({ rows: parsed.rows, errors: parsed.errors });
    } finally {
      await upload.cleanup();
    }
  });

  /** Every lot (the legacy answer), or one page of them and their count (the extension). */
  const realizedLotsOf = async (catalogId: number, page: { offset: number; limit: number } | null) =>
    page
      ? {
          lots: await loadRealizedLots(db, catalogId, page),
          totalCount: await countRealizedLots(db, catalogId),
        }
      : { lots: await loadRealizedLots(db, catalogId) };

  router.get('/cps/app/catalog/:catalogID/snapshot/realized', auth, async (req, res) => {
    const catalog = await loadRealizedCatalog(
      db,
      callerOf(req),
      parsePositiveInteger(req.params['catalogID']),
    );
    res.json({
      data: {
        catalog: {
          catalogID: catalog.id,
          title: catalog.title,
          date: catalog.startsAt.toISOString(),
          includesPremium: catalog.includesPremium,
          editable: catalog.notEditableReason === null,
          notEditableReason: catalog.notEditableReason,
        },
        ...(await realizedLotsOf(catalog.id, pageOf(req.query))),
      },
    });
  });

  router.post('/cps/app/catalog/:catalogID/lot/realized', auth, async (req, res) => {
    const caller = callerOf(req);
    const catalog = await loadRealizedCatalog(db, caller, parsePositiveInteger(req.params['catalogID']));
    assertEditable(catalog);
    const [write] = await writesOf(db, catalog.id, [bodyRow(req.body, '')], '');
    await publishRealizedPrices(db, caller.houseId, catalog.id, caller.userId, [write!]);
    const lot = (await loadRealizedLots(db, catalog.id)).find((l) => l.lotID === write!.lotId);
    res.json({ data: { lot } });
  });

  router.post('/cps/app/catalog/:catalogID/lots/realized', auth, async (req, res) => {
    const caller = callerOf(req);
    const catalog = await loadRealizedCatalog(db, caller, parsePositiveInteger(req.params['catalogID']));
    assertEditable(catalog);
    const { lots } = jsonObjectBody(req.body, ['lots']);
    if (!Array.isArray(lots) || lots.length === 0 || lots.length > MAX_ROWS)
      throw badRequest('INVALID_BODY', `"lots" must list 1 to ${MAX_ROWS} rows.`, 'lots');
    const rows = lots.map((row: unknown, index) => bodyRow(row, `lots.${index}.`));
    const writes = await writesOf(db, catalog.id, rows, 'lots.');
    await db
      .transaction()
      .execute((trx) => publishRealizedPrices(trx, caller.houseId, catalog.id, caller.userId, writes));
    res.json({
      data: { published: writes.length, passed: writes.filter((w) => w.cents === 0).length },
    });
  });

  router.post('/cps/app/catalog/:catalogID/realized/includePremium', auth, async (req, res) => {
    const caller = callerOf(req);
    const catalog = await loadRealizedCatalog(db, caller, parsePositiveInteger(req.params['catalogID']));
    assertEditable(catalog);
    const { includesPremium } = jsonObjectBody(req.body, ['includesPremium']);
    if (typeof includesPremium !== 'boolean')
      throw badRequest('INVALID_BODY', '"includesPremium" must be true or false.', 'includesPremium');
    await db
      .updateTable('catalogs')
      .set({ realized_includes_premium: includesPremium })
      .where('id', '=', catalog.id)
      .where('house_id', '=', caller.houseId)
      .execute();
    res.json({ data: { catalogID: catalog.id, includesPremium } });
  });

  return router;
}

/** A body's row, its fields typed (the values are checked by writesOf). */
function bodyRow(value: unknown, at: string): RealizedBodyRow {
  const row = jsonObjectBody(value, ['lotNumber', 'lotExt', 'realizedPrice', 'changeUserID']);
  const { lotNumber, lotExt, realizedPrice } = row;
  const textOrNumber = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
  if (!textOrNumber(lotNumber))
    throw badRequest('INVALID_BODY', '"lotNumber" must be a string or a number.', `${at}lotNumber`);
  if (lotExt !== undefined && lotExt !== null && typeof lotExt !== 'string')
    throw badRequest('INVALID_BODY', '"lotExt" must be a string.', `${at}lotExt`);
  if (!textOrNumber(realizedPrice))
    throw badRequest('INVALID_BODY', '"realizedPrice" must be a string or a number.', `${at}realizedPrice`);
  return {
    lotNumber: lotNumber as string | number,
    lotExt: (lotExt as string | null | undefined) ?? null,
    realizedPrice: realizedPrice as string | number,
  };
}

/** The body's rows as writes, after the rules of @ah/schema; the first problem is a 400 naming its field. */
async function writesOf(
  db: Kysely<DB>,
  catalogId: number,
  rows: readonly RealizedBodyRow[],
  prefix: string,
): Promise<RealizedWrite[]> {
  const lots = await catalogLotIds(db, catalogId);
  const seen = new Set<number>();
  return rows.map((row, index) => {
    const at = prefix === '' ? '' : `${prefix}${index}.`;
    const values = {
      lotNumber: String(row.lotNumber),
      lotExt: row.lotExt ?? null,
      realizedPrice: String(row.realizedPrice),
    };
    const [issue] = realizedPriceRowIssues(values);
    if (issue) {
      const field =
        issue.column === 'LOT_EXT' ? 'lotExt' : issue.column === 'LOT_NUMBER' ? 'lotNumber' : 'realizedPrice';
      throw badRequest(issue.errorCode, issue.displayMsg, `${at}${field}`);
    }
    const lotId = lots.get(realizedLotKey(values.lotNumber, values.lotExt));
    if (lotId === undefined)
      throw badRequest('LOT_NOT_IN_CATALOG', REALIZED_PRICE_MESSAGES.lotNotInCatalog, `${at}lotNumber`);
    if (seen.has(lotId))
      throw badRequest('LOT_DUPLICATE', REALIZED_PRICE_MESSAGES.duplicate, `${at}lotNumber`);
    seen.add(lotId);
    const price = parseRealizedPrice(values.realizedPrice);
    if (!price.ok) throw new HttpError(400, 'REALIZED_PRICE_INVALID', price.message, `${at}realizedPrice`);
    return { lotId, cents: price.cents };
  });
}

function sendUpload(res: Response, status: number, errors: RealizedPriceError[]): void {
  res.status(status).json({ rows: [], errors });
}

/** The snapshot's `offset`/`limit` extension (catalog.yaml): null without `limit`; 400 naming a bad one. */
function pageOf(query: Record<string, unknown>): { offset: number; limit: number } | null {
  const whole = (name: string, max: number): number | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    const n = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN;
    if (!(n <= max))
      throw badRequest('INVALID_PARAMETER', `"${name}" must be a whole number from 0 to ${max}.`, name);
    return n;
  };
  const limit = whole('limit', 200);
  const offset = whole('offset', 1_000_000) ?? 0;
  return limit === undefined ? null : { offset, limit };
}
