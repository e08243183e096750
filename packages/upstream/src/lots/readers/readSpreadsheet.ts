import { open, readFile } from 'node:fs/promises';
import { readCsv } from './csvRead.js';
import { SheetReadError, type RawSheet, type ReadLimits } from './rawSheet.js';
import { isCompoundFile, readXls } from './xlsRead.js';
import { isZip, readXlsx } from './xlsxRead.js';

export type SheetFileType = 'csv' | 'xls' | 'xlsx';

/**
 * Reads a spooled spreadsheet file by its type, after checking that its first bytes match that
 * type (a binary file renamed .xlsx, or an .xls renamed .csv, is refused, not half-read).
 */
export async function readSpreadsheet(
  path: string,
  type: SheetFileType,
  limits: ReadLimits,
): Promise<RawSheet> {
  const head = await readHead(path);
  switch (type) {
    case 'xlsx':
      if (!isZip(head)) throw new SheetReadError('invalid', 'The file is not an .xlsx workbook.');
      return readXlsx(path, limits);
    case 'xls':
      if (!isCompoundFile(head)) throw new SheetReadError('invalid', 'The file is not an .xls workbook.');
      return readXls(await readFile(path), limits);
    case 'csv':
      if (isZip(head) || isCompoundFile(head))
        throw new SheetReadError('invalid', 'The file is a workbook, not CSV.');
      return readCsv(await readFile(path), limits);
  }
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
