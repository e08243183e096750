import { LOT_MESSAGES, SPREADSHEET_LIMITS, UPLOAD_MESSAGES } from './lotMessages.js';
import {
  LOT_FIELD_ENUM,
  type LotFieldEnum,
  type LotIssue,
  lotIssues,
  lotKey,
  type LotRulesContext,
  type LotValues,
} from './lotRules.js';

/**
 * The spreadsheet upload's rules (sales §5 Spreadsheet upload, §8; invoicing §8 upload codes): the
 * codes and their titles and columns, the review table's rows with their duplicates, and the file.
 * A row's own problems are the lot rules' (lotRules.ts).
 */

/**
 * Upload error codes (invoicing §8) with their titles (the `referenceMsg`). 138 and 166 and the
 * file-level codes have no row.
 */
export const SPREADSHEET_CODE_TITLES: Readonly<Record<string, string>> = {
  '101': 'Missing title',
  '108': 'Missing lot/item number',
  '109': 'Invalid number (8 chars or fewer, digits only)',
  '110': 'Duplicate number',
  '112': 'Previously deleted number',
  '113': 'Lot maximum reached',
  '116': 'Starting bid or reserve cannot be updated after a bid is placed',
  '118': 'Missing price',
  '119': 'Invalid price',
  '120': 'Invalid inventory number',
  '121': 'Duplicate inventory number',
  '122': 'Invalid low estimate',
  '123': 'Invalid high estimate',
  '124': 'Invalid starting bid or price',
  '126': 'Invalid reserve',
  '127': 'Low estimate higher than high',
  '138': 'Incorrect column names',
  '142': 'Non-numeric estimates, reserve, starting bid or realized price, or illegal number format',
  '149': 'Lot not found',
  '164': 'Missing description',
  '165': 'Title over 250 characters',
  '166': 'Unlabeled column',
  '170': 'Invalid height',
  '171': 'Invalid weight',
  '172': 'Invalid length',
  '173': 'Invalid width',
  '179': 'Missing lot or inventory number',
  CPS_LOT_NOT_FOUND: 'Lot not found',
  FORMULA_CELL: 'Formula cell',
  TEXT_TOO_LONG: 'Text too long',
  FILE_REQUIRED: 'No file',
  FILE_COUNT: 'More than one file',
  FILE_NAME_INVALID: 'Invalid file name',
  FILE_TYPE_INVALID: 'Invalid file type',
  FILE_TOO_LARGE: 'File too large',
  FILE_EMPTY: 'Empty file',
  TOO_MANY_ROWS: 'Too many rows',
};

/** Breaking codes: shown alone, no table (sales §8). */
export const BREAKING_CODES: readonly string[] = ['108', '166'];
/** File-level codes: the upload failed as a whole. */
export const FILE_LEVEL_CODES: readonly string[] = [
  '138',
  '166',
  'FILE_REQUIRED',
  'FILE_COUNT',
  'FILE_NAME_INVALID',
  'FILE_TYPE_INVALID',
  'FILE_TOO_LARGE',
  'FILE_EMPTY',
  'TOO_MANY_ROWS',
];

/** The column each code highlights (sales §8 per-code columns). */
export const SPREADSHEET_ERROR_COLUMN: Readonly<Record<string, LotFieldEnum>> = {
  '101': 'TITLE',
  '165': 'TITLE',
  '164': 'DESCRIPTION',
  '108': 'LOT_NUMBER',
  '109': 'LOT_NUMBER',
  '110': 'LOT_NUMBER',
  '112': 'LOT_NUMBER',
  '149': 'LOT_NUMBER',
  '179': 'LOT_NUMBER',
  '118': 'PRICE',
  '119': 'PRICE',
  '120': 'INV_NUMBER',
  '121': 'INV_NUMBER',
  '122': 'LOW_ESTIMATE',
  '123': 'HIGH_ESTIMATE',
  '124': 'STARTING_BID',
  '126': 'RESERVE',
  '127': 'LOW_ESTIMATE',
  '170': 'SHIP_HEIGHT',
  '171': 'SHIP_WEIGHT',
  '172': 'SHIP_LENGTH',
  '173': 'SHIP_WIDTH',
};

// ---------------------------------------------------------------------------------------------
// Review table rows

export interface LotRowValues extends LotValues {
  /** The row's client id (LotRow.id). */
  id: string;
  /** The 1-based spreadsheet row, when known. */
  row?: number | null;
}

/** A problem of one row, shaped as the GraphQL SpreadsheetError. */
export interface RowIssue {
  errorCode: string;
  displayMsg: string;
  referenceMsg: string | null;
  lotNumber: string | null;
  invNumber: string | null;
  row: number | null;
  lotRowId: string | null;
  column: LotFieldEnum | null;
}

/**
 * Every row's problems, duplicates included: 110 on every row sharing a lot number and extension,
 * 121 on every row sharing an inventory number — so they clear as soon as one remains.
 */
export function validateLotRows(rows: readonly LotRowValues[], ctx: LotRulesContext): RowIssue[] {
  const byLot = new Map<string, number>();
  const byInv = new Map<string, number>();
  for (const r of rows) {
    const key = lotKey(r.lotNumber, r.lotExt);
    if (key !== null) byLot.set(key, (byLot.get(key) ?? 0) + 1);
    const inv = (r.invNumber ?? '').trim().toUpperCase();
    if (inv !== '') byInv.set(inv, (byInv.get(inv) ?? 0) + 1);
  }
  const out: RowIssue[] = [];
  for (const r of rows) {
    const issues = lotIssues(r, ctx);
    const key = lotKey(r.lotNumber, r.lotExt);
    if (key !== null && (byLot.get(key) ?? 0) > 1 && !issues.some((i) => i.field === 'lotNumber'))
      issues.push({ errorCode: '110', displayMsg: LOT_MESSAGES.itemNumberInUse, field: 'lotNumber' });
    const inv = (r.invNumber ?? '').trim().toUpperCase();
    if (inv !== '' && (byInv.get(inv) ?? 0) > 1 && !issues.some((i) => i.field === 'invNumber'))
      issues.push({ errorCode: '121', displayMsg: LOT_MESSAGES.inventoryInUse, field: 'invNumber' });
    for (const issue of issues) out.push(rowIssue(issue, r));
  }
  return out;
}

/** One issue of a row as a SpreadsheetError-shaped record. */
export function rowIssue(issue: LotIssue, r: LotRowValues): RowIssue {
  const lotNumber = (r.lotNumber ?? '').trim();
  const invNumber = (r.invNumber ?? '').trim();
  return {
    errorCode: issue.errorCode,
    displayMsg: issue.displayMsg,
    referenceMsg: SPREADSHEET_CODE_TITLES[issue.errorCode] ?? null,
    lotNumber: lotNumber === '' ? null : lotNumber + (r.lotExt ?? '').trim().toUpperCase(),
    invNumber: invNumber === '' ? null : invNumber,
    row: r.row ?? null,
    lotRowId: r.id,
    column: columnOf(issue),
  };
}

function columnOf(issue: LotIssue): LotFieldEnum | null {
  if (issue.field !== null && issue.field in LOT_FIELD_ENUM)
    return LOT_FIELD_ENUM[issue.field as keyof typeof LOT_FIELD_ENUM];
  return SPREADSHEET_ERROR_COLUMN[issue.errorCode] ?? null;
}

/** Whether an upload failed as a whole (sales §4): a breaking code, or errors and no lots. */
export function isBreakingUpload(errors: readonly { errorCode: string }[], lotCount: number): boolean {
  return errors.some((e) => BREAKING_CODES.includes(e.errorCode)) || (errors.length > 0 && lotCount === 0);
}

// ---------------------------------------------------------------------------------------------
// Files

export type SpreadsheetExtension = 'csv' | 'xls' | 'xlsx';

export interface FileIssue {
  errorCode: string;
  displayMsg: string;
}

/**
 * The catalog-file rules (sales §5): at most 50 MB, a single dot, a name of letters, digits, - and _,
 * a base name of at most 100 characters, and a .csv, .xls or .xlsx extension.
 */
export function validateSpreadsheetFile(file: { name: string; size: number }): FileIssue | null {
  if (file.size > SPREADSHEET_LIMITS.maxBytes)
    return { errorCode: 'FILE_TOO_LARGE', displayMsg: UPLOAD_MESSAGES.fileTooLarge };
  const parts = file.name.split('.');
  if (parts.length !== 2) return { errorCode: 'FILE_NAME_INVALID', displayMsg: UPLOAD_MESSAGES.fileNameDots };
  const [base = ''] = parts;
  if (spreadsheetExtension(file.name) === null)
    return { errorCode: 'FILE_TYPE_INVALID', displayMsg: UPLOAD_MESSAGES.fileType };
  if (!/^[A-Za-z0-9_-]+$/.test(base))
    return { errorCode: 'FILE_NAME_INVALID', displayMsg: UPLOAD_MESSAGES.fileNameCharacters };
  if (base.length > SPREADSHEET_LIMITS.maxBaseNameLength)
    return { errorCode: 'FILE_NAME_INVALID', displayMsg: UPLOAD_MESSAGES.fileNameTooLong };
  if (file.size === 0) return { errorCode: 'FILE_EMPTY', displayMsg: UPLOAD_MESSAGES.fileEmpty };
  return null;
}

/** The spreadsheet type of a file name, or null when it is not .csv/.xls/.xlsx. */
export function spreadsheetExtension(name: string): SpreadsheetExtension | null {
  const m = /\.(csv|xls|xlsx)$/i.exec(name);
  return m ? (m[1]!.toLowerCase() as SpreadsheetExtension) : null;
}
