import {
  realizedPriceTableIssues,
  restoreNeutralisedCell,
  UPLOAD_MESSAGES,
  type RealizedPriceColumn,
} from '@ah/schema';
import type { RawSheet } from '../lots/readers/rawSheet.js';
import { columnLetter } from '../lots/sheetToRows.js';
import { normaliseHeader } from '../lots/spreadsheetLayouts.js';

/**
 * A read sheet (the items upload's readers, lots/readers) as realized price rows (sales §3
 * "Realized price row"): the first non-empty row names the columns; Lot Number and Realized Price
 * are required, Lot Extension optional, other columns (an auction program's export has many) are
 * ignored. Each row is checked by @ah/schema realizedPriceTableIssues against the catalog's lots.
 */
export interface RealizedUploadRow {
  id: string;
  row: number;
  lotNumber: string | null;
  lotExt: string | null;
  realizedPrice: string | null;
  changeUserID: number | null;
  hasError: boolean;
}

export interface RealizedPriceError {
  errorCode: string;
  displayMsg: string;
  lotNumber: string | null;
  row: number | null;
  lotRowId: string | null;
  column: RealizedPriceColumn | null;
}

type Field = 'lotNumber' | 'lotExt' | 'realizedPrice';

const HEADERS: Readonly<Record<Field, readonly string[]>> = {
  lotNumber: ['Lot Number', 'Lot', 'Lot #', 'Lot No', 'LotNum', 'Item Number'],
  lotExt: ['Lot Extension', 'Lot Ext', 'Extension', 'LotExt', 'Ext'],
  realizedPrice: [
    'Realized Price',
    'Realized',
    'Price Realized',
    'Hammer',
    'Hammer Price',
    'Sold Price',
    'Price',
  ],
};

export const realizedFileError = (errorCode: string, displayMsg: string): RealizedPriceError => ({
  errorCode,
  displayMsg,
  lotNumber: null,
  row: null,
  lotRowId: null,
  column: null,
});

function fieldOf(header: string): Field | null {
  const key = normaliseHeader(header);
  if (key === '') return null;
  for (const field of Object.keys(HEADERS) as Field[])
    if (HEADERS[field].some((name) => normaliseHeader(name) === key)) return field;
  return null;
}

export type RealizedSheet =
  | { ok: true; rows: RealizedUploadRow[]; errors: RealizedPriceError[] }
  | { ok: false; errors: RealizedPriceError[] };

export function realizedSheetRows(
  sheet: RawSheet,
  catalogLotKeys: ReadonlySet<string>,
  userId: number,
): RealizedSheet {
  const [header, ...data] = sheet.rows;
  if (!header || data.length === 0)
    return { ok: false, errors: [realizedFileError('FILE_EMPTY', UPLOAD_MESSAGES.noRows)] };
  const columns = new Map<Field, number>();
  header.cells.forEach((name, col) => {
    const field = fieldOf(name.trim());
    if (field !== null && !columns.has(field)) columns.set(field, col);
  });
  const missing = (['lotNumber', 'realizedPrice'] as const)
    .filter((f) => !columns.has(f))
    .map((f) => HEADERS[f][0] ?? f);
  if (missing.length > 0)
    return { ok: false, errors: [realizedFileError('138', UPLOAD_MESSAGES.missingColumns(missing))] };

  const cell = (cells: string[], field: Field): string | null => {
    const col = columns.get(field);
    const text = col === undefined ? '' : restoreNeutralisedCell((cells[col] ?? '').trim());
    return text === '' ? null : text;
  };
  const values = data.map((raw) => ({
    lotNumber: cell(raw.cells, 'lotNumber'),
    lotExt: cell(raw.cells, 'lotExt'),
    realizedPrice: cell(raw.cells, 'realizedPrice'),
  }));
  const issues = realizedPriceTableIssues(values, catalogLotKeys);
  const errors: RealizedPriceError[] = [];
  const rows = data.map((raw, index): RealizedUploadRow => {
    const id = `r${raw.row}`;
    const v = values[index]!;
    const rowIssues = issues[index] ?? [];
    for (const col of raw.formulaColumns)
      errors.push({
        errorCode: 'FORMULA_CELL',
        displayMsg: UPLOAD_MESSAGES.formulaCell(`${columnLetter(col)}${raw.row}`),
        lotNumber: v.lotNumber,
        row: raw.row,
        lotRowId: id,
        column: null,
      });
    for (const issue of rowIssues)
      errors.push({ ...issue, lotNumber: v.lotNumber, row: raw.row, lotRowId: id });
    return {
      id,
      row: raw.row,
      ...v,
      changeUserID: userId,
      hasError: rowIssues.length > 0 || raw.formulaColumns.length > 0,
    };
  });
  return { ok: true, rows, errors };
}
