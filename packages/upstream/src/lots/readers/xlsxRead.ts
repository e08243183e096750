import ExcelJS from 'exceljs';
import { numberText, RowCollector, SheetReadError, type RawSheet, type ReadLimits } from './rawSheet.js';

/** The first bytes of a zip archive (an .xlsx is one). */
export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/**
 * The first worksheet of an .xlsx, read as a stream by exceljs's WorkbookReader (styles and
 * hyperlinks ignored), stopping after the row limit. Formula cells are reported, never evaluated.
 */
export async function readXlsx(path: string, limits: ReadLimits): Promise<RawSheet> {
  const collector = new RowCollector(limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        const formulas: number[] = [];
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          const at = col - 1;
          while (cells.length <= at) cells.push('');
          const value: unknown = cell.value;
          if (isFormula(value)) formulas.push(at);
          else cells[at] = cellText(value);
        });
        if (!collector.add(row.number, cells, formulas)) break;
      }
      break; // only the first worksheet
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    throw new SheetReadError('invalid', 'The workbook cannot be read.');
  }
  return collector.result();
}

function isFormula(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
}

/** A cell value as text: strings, numbers, booleans, dates (ISO date), rich text and hyperlinks. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : ''))
        .join('');
    if ('text' in value) return cellText(value.text);
    if ('error' in value) return '';
  }
  return '';
}
