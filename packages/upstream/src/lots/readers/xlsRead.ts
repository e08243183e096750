import CFB, { type CFB$Container } from 'cfb';
import { numberText, RowCollector, SheetReadError, type RawSheet, type ReadLimits } from './rawSheet.js';

/**
 * A reader of Excel 97-2003 workbooks (.xls, BIFF8) for the first worksheet's cell values. The
 * compound-file container is read by `cfb` (SheetJS's maintained CFB library); the BIFF8 records
 * are read here, only those that carry cell values (MS-XLS §2.4): SST and its CONTINUE records,
 * LABELSST, LABEL, NUMBER, RK, MULRK, BOOLERR, and FORMULA (reported as a formula, never
 * evaluated). Everything else is skipped. Encrypted workbooks and BIFF5 ("Book") are refused.
 */
const REC = {
  BOF: 0x0809,
  EOF: 0x000a,
  FILEPASS: 0x002f,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  CONTINUE: 0x003c,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  NUMBER: 0x0203,
  RK: 0x027e,
  MULRK: 0x00bd,
  BOOLERR: 0x0205,
  FORMULA: 0x0006,
} as const;

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function isCompoundFile(head: Buffer): boolean {
  return head.length >= 8 && head.subarray(0, 8).equals(CFB_MAGIC);
}

interface BiffRecord {
  type: number;
  data: Buffer;
}

function* records(stream: Buffer, from = 0): Generator<BiffRecord> {
  let at = from;
  while (at + 4 <= stream.length) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    if (at + 4 + length > stream.length)
      throw new SheetReadError('invalid', 'A record runs past the end of the workbook.');
    yield { type, data: stream.subarray(at + 4, at + 4 + length) };
    at += 4 + length;
  }
}

export function readXls(file: Buffer, limits: ReadLimits): RawSheet {
  if (!isCompoundFile(file)) throw new SheetReadError('invalid', 'Not an Excel 97-2003 workbook.');
  let container: CFB$Container;
  try {
    container = CFB.read(file, { type: 'buffer' });
  } catch {
    throw new SheetReadError('invalid', 'The workbook container cannot be read.');
  }
  const entry = CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book');
  if (!entry || entry.name.toLowerCase() !== 'workbook') {
    if (entry) throw new SheetReadError('unsupported', 'Workbooks older than Excel 97 are not supported.');
    throw new SheetReadError('invalid', 'The file holds no workbook.');
  }
  const stream = Buffer.from(entry.content as Uint8Array);
  const globals = readGlobals(stream);
  return readWorksheet(stream, globals.firstSheetOffset, globals.strings, limits);
}

interface Globals {
  strings: string[];
  firstSheetOffset: number;
}

function readGlobals(stream: Buffer): Globals {
  let strings: string[] = [];
  let firstSheetOffset = -1;
  let sst: Buffer[] | null = null;
  let first = true;
  for (const rec of records(stream)) {
    if (first) {
      if (rec.type !== REC.BOF || rec.data.length < 4 || rec.data.readUInt16LE(0) !== 0x0600)
        throw new SheetReadError('unsupported', 'Only Excel 97-2003 (BIFF8) workbooks are supported.');
      first = false;
      continue;
    }
    if (sst && rec.type !== REC.CONTINUE) {
      strings = readSharedStrings(sst);
      sst = null;
    }
    switch (rec.type) {
      case REC.FILEPASS:
        throw new SheetReadError('encrypted', 'The workbook is protected with a password.');
      case REC.BOUNDSHEET:
        // The first worksheet (dt 0) in sheet order; charts and macro sheets are skipped.
        if (firstSheetOffset < 0 && rec.data.length >= 6 && rec.data[5] === 0)
          firstSheetOffset = rec.data.readUInt32LE(0);
        break;
      case REC.SST:
        sst = [rec.data];
        break;
      case REC.CONTINUE:
        sst?.push(rec.data);
        break;
      case REC.EOF:
        if (sst) strings = readSharedStrings(sst);
        if (firstSheetOffset < 0 || firstSheetOffset >= stream.length)
          throw new SheetReadError('invalid', 'The workbook has no worksheet.');
        return { strings, firstSheetOffset };
    }
  }
  throw new SheetReadError('invalid', 'The workbook globals do not end.');
}

/**
 * Reads across an SST record and its CONTINUE records. A string's characters may continue in the
 * next record, which then starts with a fresh option byte (1 = two bytes per character).
 */
class SegmentReader {
  private seg = 0;
  private pos = 0;

  constructor(private readonly segments: Buffer[]) {}

  private ensure(): void {
    while (this.seg < this.segments.length && this.pos >= this.segments[this.seg]!.length) {
      this.seg += 1;
      this.pos = 0;
    }
    if (this.seg >= this.segments.length)
      throw new SheetReadError('invalid', 'The shared strings are cut short.');
  }

  u8(): number {
    this.ensure();
    return this.segments[this.seg]![this.pos++]!;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(n: number): void {
    for (let left = n; left > 0;) {
      this.ensure();
      const take = Math.min(left, this.segments[this.seg]!.length - this.pos);
      this.pos += take;
      left -= take;
    }
  }

  chars(count: number, highByte: boolean): string {
    let out = '';
    let wide = highByte;
    let left = count;
    while (left > 0) {
      if (this.seg < this.segments.length && this.pos >= this.segments[this.seg]!.length) {
        // Continued in the next record: a new option byte says how wide its characters are.
        this.seg += 1;
        this.pos = 0;
        wide = (this.u8() & 0x01) === 1;
      }
      this.ensure();
      const seg = this.segments[this.seg]!;
      const available = Math.floor((seg.length - this.pos) / (wide ? 2 : 1));
      if (available === 0)
        throw new SheetReadError('invalid', 'A shared string is split inside a character.');
      const take = Math.min(left, available);
      const bytes = seg.subarray(this.pos, this.pos + take * (wide ? 2 : 1));
      out += wide ? bytes.toString('utf16le') : bytes.toString('latin1');
      this.pos += bytes.length;
      left -= take;
    }
    return out;
  }
}

function readSharedStrings(segments: Buffer[]): string[] {
  const reader = new SegmentReader(segments);
  reader.u32(); // total references
  const unique = reader.u32();
  const strings: string[] = [];
  for (let i = 0; i < unique; i++) {
    const cch = reader.u16();
    const flags = reader.u8();
    const runs = flags & 0x08 ? reader.u16() : 0;
    const ext = flags & 0x04 ? reader.u32() : 0;
    strings.push(reader.chars(cch, (flags & 0x01) === 1));
    reader.skip(runs * 4 + ext);
  }
  return strings;
}

/** An XLUnicodeString inside one record (LABEL): u16 length, option byte, characters. */
function recordString(data: Buffer, at: number): string {
  if (at + 3 > data.length) return '';
  const cch = data.readUInt16LE(at);
  const wide = (data[at + 2]! & 0x01) === 1;
  const start = at + 3;
  const end = Math.min(data.length, start + cch * (wide ? 2 : 1));
  return wide ? data.subarray(start, end).toString('utf16le') : data.subarray(start, end).toString('latin1');
}

/** An RK number (MS-XLS 2.5.217): a 30-bit integer or the top of a double, maybe divided by 100. */
export function rkNumber(rk: number): number {
  const cents = (rk & 0x01) === 1;
  let value: number;
  if ((rk & 0x02) !== 0) value = rk >> 2;
  else {
    const buf = Buffer.alloc(8);
    buf.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = buf.readDoubleLE(0);
  }
  return cents ? value / 100 : value;
}

function readWorksheet(stream: Buffer, offset: number, strings: string[], limits: ReadLimits): RawSheet {
  // Cells may come in any order within a row block; gather them per row first.
  const rows = new Map<number, { cells: string[]; formulas: number[] }>();
  let tooMany = false;
  const cellAt = (row: number, col: number): { cells: string[]; formulas: number[] } | null => {
    if (row + 1 > limits.maxRows) {
      tooMany = true;
      return null;
    }
    let r = rows.get(row);
    if (!r) {
      r = { cells: [], formulas: [] };
      rows.set(row, r);
    }
    while (r.cells.length <= col) r.cells.push('');
    return r;
  };
  const set = (row: number, col: number, text: string) => {
    const r = cellAt(row, col);
    if (r) r.cells[col] = text;
  };
  let first = true;
  for (const rec of records(stream, offset)) {
    if (first) {
      if (rec.type !== REC.BOF)
        throw new SheetReadError('invalid', 'The worksheet does not start where the workbook says.');
      first = false;
      continue;
    }
    const d = rec.data;
    switch (rec.type) {
      case REC.LABELSST:
        if (d.length >= 10) set(d.readUInt16LE(0), d.readUInt16LE(2), strings[d.readUInt32LE(6)] ?? '');
        break;
      case REC.LABEL:
        if (d.length >= 9) set(d.readUInt16LE(0), d.readUInt16LE(2), recordString(d, 6));
        break;
      case REC.NUMBER:
        if (d.length >= 14) set(d.readUInt16LE(0), d.readUInt16LE(2), numberText(d.readDoubleLE(6)));
        break;
      case REC.RK:
        if (d.length >= 10)
          set(d.readUInt16LE(0), d.readUInt16LE(2), numberText(rkNumber(d.readUInt32LE(6))));
        break;
      case REC.MULRK: {
        if (d.length < 6) break;
        const row = d.readUInt16LE(0);
        const colFirst = d.readUInt16LE(2);
        const count = Math.floor((d.length - 6) / 6);
        for (let i = 0; i < count; i++)
          set(row, colFirst + i, numberText(rkNumber(d.readUInt32LE(4 + i * 6 + 2))));
        break;
      }
      case REC.BOOLERR:
        if (d.length >= 8)
          set(d.readUInt16LE(0), d.readUInt16LE(2), d[7] === 0 ? (d[6] ? 'TRUE' : 'FALSE') : '');
        break;
      case REC.FORMULA: {
        if (d.length < 6) break;
        const col = d.readUInt16LE(2);
        const r = cellAt(d.readUInt16LE(0), col);
        if (r) {
          r.cells[col] = '';
          r.formulas.push(col);
        }
        break;
      }
      case REC.EOF: {
        const collector = new RowCollector(limits);
        for (const row of [...rows.keys()].sort((a, b) => a - b)) {
          const r = rows.get(row)!;
          collector.add(row + 1, r.cells, r.formulas);
        }
        const sheet = collector.result();
        return { rows: sheet.rows, tooManyRows: sheet.tooManyRows || tooMany };
      }
    }
  }
  throw new SheetReadError('invalid', 'The worksheet does not end.');
}
