/** One cell of a section's table: text, a count, or money as a decimal string (never a float). */
export type Cell = string | number;

/** A section's figures as a table: what the screen shows beside the chart and the CSV holds. */
export interface SectionTable {
  /** The CSV's file name, without .csv. */
  name: string;
  caption: string;
  columns: readonly string[];
  /** Columns holding money, shown formatted on screen and as plain decimals in the CSV. */
  moneyColumns: readonly number[];
  rows: Cell[][];
}

const quote = (cell: Cell) => {
  const text = String(cell);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; money and counts never start so.
  const safe = /^[=+\-@]/.test(text) && typeof cell === 'string' && !/^-\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The table as CSV text (RFC 4180, CRLF), the header row first. */
export function toCsv(table: Pick<SectionTable, 'columns' | 'rows'>): string {
  return [table.columns, ...table.rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** Saves the table as `<name>.csv` through a Blob of the same figures the screen shows. */
export function downloadCsv(table: SectionTable): void {
  const url = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${table.name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
