import CFB from 'cfb';

/**
 * Writes a one-sheet Excel 97-2003 workbook (.xls, BIFF8): the records Excel needs to open it
 * (BOF, CODEPAGE, WINDOW1, fonts, the 16 default cell formats, the Normal style, BOUNDSHEET, the
 * shared string table, DIMENSIONS, WINDOW2, the cells, EOF) inside a compound file written by
 * `cfb`. Text cells go through the shared string table (no 255-character limit); numbers are
 * NUMBER records.
 */
export type XlsCell = string | number | null | XlsFormula;
/** A formula cell with its cached result (the formula itself is the constant result). */
export interface XlsFormula {
  formulaResult: number;
}

const MAX_RECORD_DATA = 8224;

function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
}

function u16(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16LE(v, i * 2));
  return b;
}

function bof(dt: number): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt16LE(0x0600, 0);
  b.writeUInt16LE(dt, 2);
  b.writeUInt16LE(0x0dbb, 4);
  b.writeUInt16LE(0x07cc, 6);
  b.writeUInt32LE(0x000100c1, 8);
  b.writeUInt32LE(0x00000406, 12);
  return record(0x0809, b);
}

const eof = (): Buffer => record(0x000a, Buffer.alloc(0));

function font(): Buffer {
  const name = Buffer.from('Arial', 'latin1');
  const b = Buffer.alloc(14);
  b.writeUInt16LE(200, 0); // 10 pt
  b.writeUInt16LE(0, 2);
  b.writeUInt16LE(0x7fff, 4);
  b.writeUInt16LE(400, 6);
  return record(0x0031, Buffer.concat([b, Buffer.from([name.length, 0]), name]));
}

function xf(style: boolean): Buffer {
  const b = Buffer.alloc(20);
  b.writeUInt16LE(0, 0); // font
  b.writeUInt16LE(0, 2); // General
  b.writeUInt16LE(style ? 0xfff5 : 0x0001, 4);
  b[6] = 0x20; // bottom aligned
  b[9] = style ? 0xf4 : 0x00;
  b.writeUInt16LE(0x20c0, 18);
  return record(0x00e0, b);
}

/** The shared string table, split into CONTINUE records; strings are written as UTF-16. */
function sharedStringTable(strings: readonly string[], totalRefs: number): Buffer {
  const parts: Buffer[] = [];
  let current: Buffer[] = [];
  let size = 0;
  let type = 0x00fc;
  const flush = () => {
    parts.push(record(type, Buffer.concat(current)));
    current = [];
    size = 0;
    type = 0x003c;
  };
  const head = Buffer.alloc(8);
  head.writeUInt32LE(totalRefs, 0);
  head.writeUInt32LE(strings.length, 4);
  current.push(head);
  size = 8;
  for (const s of strings) {
    // A string header and its first character never split across records.
    if (size + 5 > MAX_RECORD_DATA) flush();
    const headBytes = Buffer.alloc(3);
    headBytes.writeUInt16LE(s.length, 0);
    headBytes[2] = 0x01;
    current.push(headBytes);
    size += 3;
    let chars = Buffer.from(s, 'utf16le');
    while (chars.length > 0) {
      const room = Math.floor((MAX_RECORD_DATA - size) / 2) * 2;
      if (room === 0) {
        flush();
        current.push(Buffer.from([0x01])); // continued characters: option byte again
        size = 1;
        continue;
      }
      const take = chars.subarray(0, room);
      current.push(take);
      size += take.length;
      chars = chars.subarray(take.length);
    }
  }
  flush();
  return Buffer.concat(parts);
}

/** FORMULA (MS-XLS 2.4.127): cached number, then a one-token expression (ptgInt, or ptgNum). */
function formulaRecord(row: number, col: number, result: number): Buffer {
  const small = Number.isInteger(result) && result >= 0 && result <= 0xffff;
  const rgce = Buffer.alloc(small ? 3 : 9);
  if (small) {
    rgce[0] = 0x1e;
    rgce.writeUInt16LE(result, 1);
  } else {
    rgce[0] = 0x1f;
    rgce.writeDoubleLE(result, 1);
  }
  const b = Buffer.alloc(22);
  b.writeUInt16LE(row, 0);
  b.writeUInt16LE(col, 2);
  b.writeUInt16LE(15, 4);
  b.writeDoubleLE(result, 6);
  b.writeUInt16LE(0, 14);
  b.writeUInt32LE(0, 16);
  b.writeUInt16LE(rgce.length, 20);
  return record(0x0006, Buffer.concat([b, rgce]));
}

/** The workbook for one sheet of rows (row 0 is normally the header). */
export function writeXls(sheetName: string, rows: readonly (readonly XlsCell[])[]): Buffer {
  const strings: string[] = [];
  const index = new Map<string, number>();
  let refs = 0;
  const cells: Buffer[] = [];
  let columns = 0;
  rows.forEach((row, r) => {
    columns = Math.max(columns, row.length);
    row.forEach((value, c) => {
      if (value === null || value === '') return;
      if (typeof value === 'object') {
        cells.push(formulaRecord(r, c, value.formulaResult));
        return;
      }
      if (typeof value === 'number') {
        const b = Buffer.alloc(14);
        b.writeUInt16LE(r, 0);
        b.writeUInt16LE(c, 2);
        b.writeUInt16LE(15, 4);
        b.writeDoubleLE(value, 6);
        cells.push(record(0x0203, b));
        return;
      }
      let i = index.get(value);
      if (i === undefined) {
        i = strings.length;
        strings.push(value);
        index.set(value, i);
      }
      refs += 1;
      const b = Buffer.alloc(10);
      b.writeUInt16LE(r, 0);
      b.writeUInt16LE(c, 2);
      b.writeUInt16LE(15, 4);
      b.writeUInt32LE(i, 6);
      cells.push(record(0x00fd, b));
    });
  });

  const dimensions = Buffer.alloc(14);
  dimensions.writeUInt32LE(0, 0);
  dimensions.writeUInt32LE(rows.length, 4);
  dimensions.writeUInt16LE(0, 8);
  dimensions.writeUInt16LE(columns, 10);
  const window2 = Buffer.alloc(18);
  window2.writeUInt16LE(0x06b6, 0);
  window2.writeUInt16LE(0x0040, 6);
  const sheet = Buffer.concat([
    bof(0x0010),
    record(0x0200, dimensions),
    record(0x023e, window2),
    ...cells,
    eof(),
  ]);

  const name = sheetName.slice(0, 31);
  const boundSheet = (offset: number) => {
    const b = Buffer.alloc(6);
    b.writeUInt32LE(offset, 0);
    const nameBytes = Buffer.from(name, 'utf16le');
    return record(0x0085, Buffer.concat([b, Buffer.from([name.length, 0x01]), nameBytes]));
  };
  const window1 = u16(0, 0, 0x3000, 0x2000, 0x0038, 0, 0, 1, 0x0258);
  const style = Buffer.from([0x00, 0x80, 0x00, 0xff]);
  const before = Buffer.concat([
    bof(0x0005),
    record(0x0042, u16(1200)),
    record(0x003d, window1),
    font(),
    font(),
    font(),
    font(),
    font(),
    ...Array.from({ length: 15 }, () => xf(true)),
    xf(false),
    record(0x0293, style),
  ]);
  const after = Buffer.concat([sharedStringTable(strings, refs), eof()]);
  const sheetOffset = before.length + boundSheet(0).length + after.length;
  let workbook = Buffer.concat([before, boundSheet(sheetOffset), after, sheet]);
  // Excel reads a Workbook stream from the regular sectors only: at least 4096 bytes.
  if (workbook.length < 4096) workbook = Buffer.concat([workbook, Buffer.alloc(4096 - workbook.length)]);

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'Workbook', workbook);
  return Buffer.from(CFB.write(container, { type: 'buffer', fileType: 'cfb' }) as Uint8Array);
}
