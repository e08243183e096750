/**
 * Spreadsheet cell safety, shared by every export (the invoices CSV in the web, the catalog snapshot
 * and model spreadsheets of the catalog service): a cell a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe. A plain number such
 * as "-12.50" is data, not a formula, and stays as it is so amounts remain numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEUTRALISED = /^'[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * The reverse, used when a spreadsheet is read back: a cell that `neutraliseCell` protected loses its
 * apostrophe again, so an exported snapshot uploads back unchanged. Only an apostrophe in front of a
 * formula character is removed; any other leading apostrophe is the user's text.
 */
export function restoreNeutralisedCell(value: string): string {
  return NEUTRALISED.test(value) && !PLAIN_NUMBER.test(value.slice(1)) ? value.slice(1) : value;
}

/** Long table text and file names are cut at 50 characters plus an ellipsis (sales §9, invoicing §9). */
export const TABLE_TEXT_MAX = 50;

export function truncateText(value: string, max: number = TABLE_TEXT_MAX): string {
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
