/**
 * What a spreadsheet reader hands on: the first worksheet's non-empty rows as cell texts, with the
 * columns whose cell held a formula. Readers know nothing about lots.
 */
export interface RawRow {
  /** 1-based spreadsheet row (the header is normally row 1). */
  row: number;
  /** Cell texts by 0-based column ('' for an empty cell). */
  cells: string[];
  /** 0-based columns whose cell is a formula (its text is then ''). */
  formulaColumns: number[];
}

export interface RawSheet {
  rows: RawRow[];
  /** True when the sheet has more rows than the reader was allowed to read. */
  tooManyRows: boolean;
}

export interface ReadLimits {
  /** Rows read at most (header included); one more means `tooManyRows`. */
  maxRows: number;
  /** Characters kept at most over all cells; more is refused (bounds memory). */
  maxChars: number;
}

/** A reader's refusal: the file is not what its extension says, or it is too big to read. */
export class SheetReadError extends Error {
  constructor(
    readonly reason: 'invalid' | 'encrypted' | 'too-much-text' | 'unsupported',
    message: string,
  ) {
    super(message);
    this.name = 'SheetReadError';
  }
}

/** A number as a cell text: integers without a decimal point, binary noise rounded away. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(15)));
}

/** Collects rows while counting characters and rows against the limits. */
export class RowCollector {
  readonly rows: RawRow[] = [];
  tooManyRows = false;
  private chars = 0;

  constructor(private readonly limits: ReadLimits) {}

  /** Adds a row (empty rows are skipped); returns false once the row limit is passed. */
  add(row: number, cells: string[], formulaColumns: number[]): boolean {
    if (row > this.limits.maxRows) {
      if (cells.some((c) => c !== '') || formulaColumns.length > 0) this.tooManyRows = true;
      return !this.tooManyRows;
    }
    if (formulaColumns.length === 0 && cells.every((c) => c.trim() === '')) return true;
    for (const c of cells) this.chars += c.length;
    if (this.chars > this.limits.maxChars)
      throw new SheetReadError('too-much-text', 'The spreadsheet holds too much text.');
    this.rows.push({ row, cells, formulaColumns });
    return true;
  }

  result(): RawSheet {
    return { rows: this.rows, tooManyRows: this.tooManyRows };
  }
}
