import { LOT_MESSAGES } from '@ah/schema';
import { Router, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { loadItemContext } from './itemContext.js';
import { selectLots } from './lotView.js';
import { columnsFor, LAYOUT_NAMES, type LayoutName } from './spreadsheetLayouts.js';
import { snapshotCells, MODEL_ROWS } from './snapshotCells.js';
import { CONTENT_TYPES, writeSheet, type SheetType } from './writers/sheetFiles.js';

const TYPES: readonly SheetType[] = ['csv', 'xlsx', 'xls'];

/**
 * Downloads (sales §7 Items): the catalog snapshot GET /cps/app/snapshot/{catalogID}/lot-data?version=v2
 * (every lot that is not deleted, in the layout and file type asked for — a spreadsheet that uploads
 * back unchanged) and our model spreadsheets GET /cps/app/spreadsheet/model/{format} (inferred).
 * Query `type` = xlsx (default), csv or xls; `format` = artfact (default) or auctionflex.
 */
export function snapshotRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/cps/app/snapshot/:catalogID/lot-data', auth, async (req, res) => {
    const raw = String(req.params['catalogID'] ?? '');
    if (!/^\d{1,10}$/.test(raw))
      throw badRequest('INVALID_CATALOG_ID', LOT_MESSAGES.catalogIdDigits, 'catalogID');
    const type = typeOf(req.query['type']);
    const layout = layoutOf(req.query['format']);
    const ctx = await loadItemContext(db, callerOf(req).houseId, Number(raw));
    const columns = columnsFor(layout, ctx.kind);
    const lots = (await selectLots(db, ctx.catalogId)).filter((l) => l.deleted_at === null);
    const file = await writeSheet(
      type,
      'Lots',
      columns.map((c) => c.header),
      lots.map((l) => snapshotCells(l, columns)),
    );
    send(res, type, `catalog-${ctx.catalogId}-snapshot.${type}`, file);
  });

  router.get('/cps/app/spreadsheet/model/:format', auth, async (req, res) => {
    const format = req.params['format'];
    if (!LAYOUT_NAMES.includes(format as LayoutName))
      throw new HttpError(404, 'FORMAT_NOT_FOUND', 'The format must be artfact or auctionflex.');
    const type = typeOf(req.query['type']);
    const columns = columnsFor(format as LayoutName, 'all');
    const rows = MODEL_ROWS.map((values) => columns.map((c) => values[c.field] ?? null));
    const name = format === 'artfact' ? 'standard-model' : 'auction-flex-model';
    send(
      res,
      type,
      `${name}.${type}`,
      await writeSheet(
        type,
        'Lots',
        columns.map((c) => c.header),
        rows,
      ),
    );
  });

  return router;
}

function typeOf(value: unknown): SheetType {
  if (value === undefined) return 'xlsx';
  if (typeof value !== 'string' || !TYPES.includes(value as SheetType))
    throw badRequest('INVALID_TYPE', 'The type must be csv, xlsx or xls.', 'type');
  return value as SheetType;
}

function layoutOf(value: unknown): LayoutName {
  if (value === undefined) return 'artfact';
  if (typeof value !== 'string' || !LAYOUT_NAMES.includes(value as LayoutName))
    throw badRequest('INVALID_FORMAT', 'The format must be artfact or auctionflex.', 'format');
  return value as LayoutName;
}

function send(res: Response, type: SheetType, fileName: string, file: Buffer): void {
  res.setHeader('Content-Type', CONTENT_TYPES[type]);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(file);
}
