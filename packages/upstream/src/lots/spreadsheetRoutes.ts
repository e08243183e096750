import {
  SPREADSHEET_CODE_TITLES,
  SPREADSHEET_LIMITS,
  spreadsheetExtension,
  UPLOAD_MESSAGES,
  validateSpreadsheetFile,
} from '@ah/schema';
import { Router, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { assertNotLocked, loadItemContext } from './itemContext.js';
import { checkRows, responseRows } from './lotRows.js';
import { fileError, type RestSpreadsheetError } from './lotShapes.js';
import { SheetReadError, type RawSheet } from './readers/rawSheet.js';
import { SheetReaderUnavailable, type SheetReaderPool } from './readers/sheetReaderPool.js';
import { sheetToRows } from './sheetToRows.js';
import { spoolUpload } from './spoolUpload.js';
import { LAYOUT_NAMES, type LayoutName } from './spreadsheetLayouts.js';

/** Characters kept from one sheet at most (about 200 MB of text in memory). */
const MAX_SHEET_CHARS = 100_000_000;

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

      if (!upload.file)
        return sendResult(res, 400, [fileError('FILE_REQUIRED', UPLOAD_MESSAGES.fileRequired)]);
      if (upload.extraFiles > 0)
        return sendResult(res, 400, [fileError('FILE_COUNT', UPLOAD_MESSAGES.fileCount)]);
      const fileProblem = validateSpreadsheetFile({ name: upload.file.name, size: upload.file.size });
      if (fileProblem)
        return sendResult(res, 400, [fileError(fileProblem.errorCode, fileProblem.displayMsg)]);
      const type = spreadsheetExtension(upload.file.name)!;

      let sheet: RawSheet;
      try {
        sheet = await readers.read(upload.file.path, type, {
          maxRows: SPREADSHEET_LIMITS.maxRows + 1,
          maxChars: MAX_SHEET_CHARS,
        });
      } catch (error) {
        return sendResult(res, readFailureStatus(error), [readFailure(error, type)]);
      }
      if (sheet.tooManyRows)
        return sendResult(res, 400, [
          fileError('TOO_MANY_ROWS', UPLOAD_MESSAGES.tooManyRows(SPREADSHEET_LIMITS.maxRows)),
        ]);
      const parsed = sheetToRows(sheet, layout, ctx.kind === 'bin');
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

export function readFailureStatus(error: unknown): number {
  if (error instanceof SheetReaderUnavailable)
    return error.reason === 'busy' || error.reason === 'timeout' ? 503 : 400;
  return 400;
}

/** Why a file could not be read, as a file-level error. */
export function readFailure(error: unknown, type: string): RestSpreadsheetError {
  if (error instanceof SheetReadError) {
    if (error.reason === 'too-much-text')
      return fileError(
        'FILE_TOO_LARGE',
        'The spreadsheet holds too much text. Please split it into smaller files.',
      );
    if (error.reason === 'encrypted')
      return fileError(
        'FILE_TYPE_INVALID',
        'The workbook is protected with a password. Please remove the password and upload it again.',
      );
    if (error.reason === 'unsupported')
      return fileError(
        'FILE_TYPE_INVALID',
        'Workbooks older than Excel 97 are not supported. Please save it as .xlsx and upload it again.',
      );
    return fileError('FILE_TYPE_INVALID', UPLOAD_MESSAGES.fileContent(`.${type}`));
  }
  if (error instanceof SheetReaderUnavailable) {
    if (error.reason === 'busy')
      return fileError('BUSY', 'Many spreadsheets are being read right now. Please try again in a minute.');
    if (error.reason === 'timeout')
      return fileError(
        'PARSE_TIMEOUT',
        'The spreadsheet took too long to read. Please split it into smaller files.',
      );
    if (error.reason === 'out-of-memory')
      return fileError(
        'FILE_TOO_LARGE',
        'The spreadsheet is too large to read. Please split it into smaller files.',
      );
  }
  return fileError('FILE_TYPE_INVALID', UPLOAD_MESSAGES.fileContent(`.${type}`));
}
