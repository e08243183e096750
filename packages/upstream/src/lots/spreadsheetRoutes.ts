import { SPREADSHEET_CODE_TITLES, SPREADSHEET_LIMITS, UPLOAD_MESSAGES } from '@ah/schema';
import { Router, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { assertNotLocked, loadItemContext } from './itemContext.js';
import { checkRows, responseRows } from './lotRows.js';
import { fileError, type RestSpreadsheetError } from './lotShapes.js';
import type { SheetReaderPool } from './readers/sheetReaderPool.js';
import { sheetToRows } from './sheetToRows.js';
import { readSpooledSheet } from './spooledSheet.js';
import { spoolUpload } from './spoolUpload.js';
import { LAYOUT_NAMES, type LayoutName } from './spreadsheetLayouts.js';

/**
 * POST /cps/app/spreadsheet/csv/{format}?version=v2 (artfact = Standard, auctionflex = Auction Flex)
 * and /cps/app/spreadsheet/csv/bin for fixed-price sales (sales §7 Items): multipart {csvType,
 * catalogID, packageID, fileData}. Parses only — nothing is saved until lots/update. Answers
 * {lots, warnings, errors}: 200 without errors, 400 with them (sales §8), 413 for a file over 50 MB.
 */
export function spreadsheetRoutes(db: Kysely<DB>, auth: RequestHandler, readers: SheetReaderPool): Router {
  const router = Router();
  router.post('/cps/app/spreadsheet/csv/:format', auth, async (req, res) => {
    const format = req.params['format'];
    if (format !== 'bin' && !LAYOUT_NAMES.includes(format as LayoutName))
      throw new HttpError(404, 'FORMAT_NOT_FOUND', 'The format must be artfact, auctionflex or bin.');
    const upload = await spoolUpload(req, {
      maxBytes: SPREADSHEET_LIMITS.maxBytes,
      fileField: 'fileData',
      allowedFields: ['csvType', 'catalogID', 'packageID'],
    });
    try {
      if (upload.tooLarge) {
        res.setHeader('Connection', 'close');
        res.once('finish', () => req.destroy());
        sendResult(res, 413, [
          fileError(
            'FILE_TOO_LARGE',
            UPLOAD_MESSAGES.fileTooLarge,
            SPREADSHEET_CODE_TITLES['FILE_TOO_LARGE'],
          ),
        ]);
        return;
      }
      const catalogId = parsePositiveInteger(upload.fields['catalogID']);
      if (catalogId === null)
        throw new HttpError(400, 'INVALID_BODY', '"catalogID" must be a catalog id.', 'catalogID');
      const layout = layoutOf(format as LayoutName | 'bin', upload.fields['csvType']);
      const ctx = await loadItemContext(db, callerOf(req).houseId, catalogId);
      if ((format === 'bin') !== (ctx.kind === 'bin'))
        throw new HttpError(
          400,
          'WRONG_SALE_TYPE',
          format === 'bin'
            ? 'This catalog is not a Buy Now sale.'
            : 'A Buy Now sale is uploaded through /cps/app/spreadsheet/csv/bin.',
        );
      assertNotLocked(ctx);

      const read = await readSpooledSheet(upload, readers);
      if ('refusal' in read) return sendResult(res, read.status, [read.refusal]);
      const parsed = sheetToRows(read.sheet, layout, ctx.kind === 'bin');
      if (!parsed.ok) return sendResult(res, 400, parsed.errors);
      const checked = checkRows(parsed.rows, ctx);
      res.status(checked.errors.length > 0 ? 400 : 200).json({
        lots: responseRows(checked),
        warnings: checked.warnings,
        errors: checked.errors,
      });
    } finally {
      await upload.cleanup();
    }
  });
  return router;
}

function layoutOf(format: LayoutName | 'bin', csvType: string | undefined): LayoutName {
  const type = (csvType ?? '').trim().toLowerCase();
  if (format !== 'bin') {
    if (type !== '' && type !== format)
      throw new HttpError(
        400,
        'INVALID_BODY',
        `"csvType" must match the path's format (${format}).`,
        'csvType',
      );
    return format;
  }
  if (type === '') return 'artfact';
  if (!LAYOUT_NAMES.includes(type as LayoutName))
    throw new HttpError(400, 'INVALID_BODY', '"csvType" must be artfact or auctionflex.', 'csvType');
  return type as LayoutName;
}

function sendResult(res: Response, status: number, errors: RestSpreadsheetError[]): void {
  res.status(status).json({ lots: [], warnings: [], errors });
}
