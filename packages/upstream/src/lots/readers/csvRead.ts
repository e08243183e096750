import { parse } from 'csv-parse/sync';
import { RowCollector, SheetReadError, type RawSheet, type ReadLimits } from './rawSheet.js';

/**
 * A CSV file's rows. UTF-8 (with or without BOM) is expected; a file that is not valid UTF-8 is read
 * as Windows-1252, which spreadsheet programs on Windows write. A file with NUL bytes is binary, not
 * CSV. A cell starting with "=" is what a spreadsheet program would run as a formula: it is reported
 * as one (values only, please), unless neutralised with a leading apostrophe.
 */
export function readCsv(file: Buffer, limits: ReadLimits): RawSheet {
  if (file.subarray(0, 65_536).includes(0))
    throw new SheetReadError('invalid', 'The file is binary, not CSV.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    text = new TextDecoder('windows-1252').decode(file);
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: limits.maxRows + 1,
      max_record_size: 1_000_000,
    }) as string[][];
  } catch {
    throw new SheetReadError('invalid', 'The CSV file cannot be read.');
  }
  const collector = new RowCollector(limits);
  records.forEach((cells, i) => {
    const formulas: number[] = [];
    const values = cells.map((cell, col) => {
      if (cell.startsWith('=')) {
        formulas.push(col);
        return '';
      }
      return cell;
    });
    collector.add(i + 1, values, formulas);
  });
  return collector.result();
}
