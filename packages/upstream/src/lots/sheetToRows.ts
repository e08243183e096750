import {
  LOT_FIELD_LABELS,
  restoreNeutralisedCell,
  SPREADSHEET_CODE_TITLES,
  UPLOAD_MESSAGES,
  type LotFieldName,
  type LotValues,
} from '@ah/schema';
import type { RawSheet } from './readers/rawSheet.js';
import { fileError, type RestSpreadsheetError } from './lotShapes.js';
import type { RowInput } from './lotRows.js';
import { fieldOfHeader, LAYOUTS, type LayoutName } from './spreadsheetLayouts.js';

/**
 * A read sheet's rows as lot rows of a layout: the first non-empty row is the header; its names
 * must all be columns of the layout (138) and every column with values needs a name (166, breaking).
 * Title, description and a lot or inventory number column are required (138); a bin sale also
 * needs Price. Cells neutralised by our exports lose their apostrophe; formula cells are errors.
 */
export type SheetRows = { ok: true; rows: RowInput[] } | { ok: false; errors: RestSpreadsheetError[] };

export function sheetToRows(sheet: RawSheet, layout: LayoutName, isBin: boolean): SheetRows {
  const [header, ...data] = sheet.rows;
  if (!header || data.length === 0)
    return { ok: false, errors: [fileError('FILE_EMPTY', UPLOAD_MESSAGES.noRows)] };

  const fields: Array<LotFieldName | null> = [];
  const unknown: string[] = [];
  const seen = new Set<LotFieldName>();
  header.cells.forEach((name, col) => {
    const trimmed = name.trim();
    const field = trimmed === '' ? null : fieldOfHeader(layout, trimmed);
    if (trimmed !== '' && (field === null || seen.has(field))) unknown.push(trimmed);
    if (field !== null) seen.add(field);
    fields[col] = field !== null && !fields.includes(field) ? field : null;
  });
  const errors: RestSpreadsheetError[] = [];
  const unlabelled = new Set<number>();
  for (const row of data)
    row.cells.forEach((cell, col) => {
      if (cell.trim() !== '' && (header.cells[col] ?? '').trim() === '') unlabelled.add(col);
    });
  for (const col of [...unlabelled].sort((a, b) => a - b))
    errors.push(
      fileError(
        '166',
        UPLOAD_MESSAGES.unlabelledColumn(columnLetter(col)),
        SPREADSHEET_CODE_TITLES['166'] ?? null,
      ),
    );
  if (unknown.length > 0)
    errors.push(
      fileError('138', UPLOAD_MESSAGES.columnNames(unknown), SPREADSHEET_CODE_TITLES['138'] ?? null),
    );
  const missing = requiredMissing(seen, layout, isBin);
  if (missing.length > 0)
    errors.push(
      fileError('138', UPLOAD_MESSAGES.missingColumns(missing), SPREADSHEET_CODE_TITLES['138'] ?? null),
    );
  if (errors.length > 0) return { ok: false, errors };

  const rows = data.map((raw): RowInput => {
    const values: LotValues = {};
    fields.forEach((field, col) => {
      if (field !== null) values[field] = restoreNeutralisedCell((raw.cells[col] ?? '').trim());
    });
    const extra = raw.formulaColumns.map((col) => ({
      errorCode: 'FORMULA_CELL',
      displayMsg: UPLOAD_MESSAGES.formulaCell(`${columnLetter(col)}${raw.row}`),
      field: fields[col] ?? null,
    }));
    return { id: `r${raw.row}`, row: raw.row, values, extra };
  });
  return { ok: true, rows };
}

function requiredMissing(seen: Set<LotFieldName>, layout: LayoutName, isBin: boolean): string[] {
  const header = (field: LotFieldName) =>
    LAYOUTS[layout].find((c) => c.field === field)?.header ?? LOT_FIELD_LABELS[field];
  const missing: string[] = [];
  if (!seen.has('lotNumber') && !seen.has('invNumber'))
    missing.push(`${header('lotNumber')} or ${header('invNumber')}`);
  for (const field of ['title', 'description'] as const) if (!seen.has(field)) missing.push(header(field));
  if (isBin && !seen.has('price')) missing.push(header('price'));
  return missing;
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(col: number): string {
  let n = col + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
