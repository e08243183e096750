import { neutraliseCell } from '@ah/schema';
import ExcelJS from 'exceljs';
import { writeXls } from './xlsWrite.js';

/**
 * A table (header plus rows) as a spreadsheet file of each type. Every text cell goes through the
 * shared `neutraliseCell` first, so no exported cell starts a formula (=, +, -, @); numbers are
 * written as numbers. The catalog service's parser reads all three back to the same values.
 */
export type SheetCell = string | number | null;
export type SheetType = 'csv' | 'xlsx' | 'xls';

export const CONTENT_TYPES: Readonly<Record<SheetType, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

const safe = (cell: SheetCell): SheetCell => (typeof cell === 'string' ? neutraliseCell(cell) : cell);

export async function writeSheet(
  type: SheetType,
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly SheetCell[])[],
): Promise<Buffer> {
  const table = [header.map(safe), ...rows.map((row) => row.map(safe))];
  switch (type) {
    case 'csv':
      return csvFile(table);
    case 'xls':
      return writeXls(sheetName, table);
    case 'xlsx':
      return xlsxFile(sheetName, table);
  }
}

/** RFC 4180 with CRLF line ends and a UTF-8 BOM (so spreadsheet programs read accents). */
function csvFile(table: readonly (readonly SheetCell[])[]): Buffer {
  const cell = (value: SheetCell) => {
    if (value === null) return '';
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\uFEFF${table.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

async function xlsxFile(sheetName: string, table: readonly (readonly SheetCell[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  for (const row of table) sheet.addRow(row.map((c) => (c === null ? undefined : c)));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
