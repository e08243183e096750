import {
  SPREADSHEET_LIMITS,
  spreadsheetExtension,
  UPLOAD_MESSAGES,
  validateSpreadsheetFile,
} from '@ah/schema';
import { fileError, type RestSpreadsheetError } from './lotShapes.js';
import { SheetReadError, type RawSheet } from './readers/rawSheet.js';
import { SheetReaderUnavailable, type SheetReaderPool } from './readers/sheetReaderPool.js';
import type { SpooledUpload } from './spoolUpload.js';

/** Characters kept from one sheet at most (about 200 MB of text in memory). */
const MAX_SHEET_CHARS = 100_000_000;

export type SpooledSheet =
  | { sheet: RawSheet; type: NonNullable<ReturnType<typeof spreadsheetExtension>> }
  | { refusal: RestSpreadsheetError; status: number };

/**
 * The one spreadsheet of a spooled upload (items, realized prices), checked as sales §8 says and
 * read by the reader pool; or the file-level refusal and its status (400; 503 when the readers
 * are busy or timed out, which a retry may cure).
 */
export async function readSpooledSheet(
  upload: SpooledUpload,
  readers: SheetReaderPool,
): Promise<SpooledSheet> {
  const refused = (refusal: RestSpreadsheetError, status = 400) => ({ refusal, status });
  if (!upload.file) return refused(fileError('FILE_REQUIRED', UPLOAD_MESSAGES.fileRequired));
  if (upload.extraFiles > 0) return refused(fileError('FILE_COUNT', UPLOAD_MESSAGES.fileCount));
  const fileProblem = validateSpreadsheetFile({ name: upload.file.name, size: upload.file.size });
  if (fileProblem) return refused(fileError(fileProblem.errorCode, fileProblem.displayMsg));
  const type = spreadsheetExtension(upload.file.name)!;
  let sheet: RawSheet;
  try {
    sheet = await readers.read(upload.file.path, type, {
      maxRows: SPREADSHEET_LIMITS.maxRows + 1,
      maxChars: MAX_SHEET_CHARS,
    });
  } catch (error) {
    return refused(readFailure(error, type), readFailureStatus(error));
  }
  if (sheet.tooManyRows)
    return refused(fileError('TOO_MANY_ROWS', UPLOAD_MESSAGES.tooManyRows(SPREADSHEET_LIMITS.maxRows)));
  return { sheet, type };
}

function readFailureStatus(error: unknown): number {
  if (error instanceof SheetReaderUnavailable)
    return error.reason === 'busy' || error.reason === 'timeout' ? 503 : 400;
  return 400;
}

/** Why a file could not be read, as a file-level error. */
function readFailure(error: unknown, type: string): RestSpreadsheetError {
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
