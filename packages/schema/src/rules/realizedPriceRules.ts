import { AFTER_SALE_MESSAGES, canEditRealizedPrices } from './afterSaleRules.js';

/**
 * Realized prices (sales §2 Edit Realized Prices, §3 "Realized price row", §5 "Realized prices"):
 * the rules of one row, shared by the upload (upstream), the gateway and the review's edit modal.
 * A price is a decimal text in dollars (at most two decimals, 0 or more; 0 means unsold, "Passed");
 * it travels as a decimal string and is stored as integer cents.
 */
export const REALIZED_PRICE_MESSAGES = {
  lotNotInCatalog: AFTER_SALE_MESSAGES.lotNotInCatalog,
  loadFailed: AFTER_SALE_MESSAGES.loadRealizedFailed,
  lotNumberRequired: 'Lot number is required.',
  lotNumberNumeric: 'Lot number must contain numerical values only.',
  lotExt: 'Item extension must be between A-Z.',
  priceRequired: 'Realized price is required (zero for unsold).',
  priceNumeric: 'Realized price must contain numerical values only.',
  priceNegative: 'Realized price must be 0 or more.',
  priceDecimals: 'Realized price can have at most two decimals.',
  duplicate: 'This lot number appears more than once.',
  editClosed:
    'Realized prices can no longer be edited: the sale is 45 days old or more. Please contact Customer Care.',
  onlineOnly: 'Realized prices cannot be edited for an online-only house.',
  passed: 'Passed',
} as const;

/** The columns of a realized price row an error can name (the review highlights them). */
export type RealizedPriceColumn = 'LOT_NUMBER' | 'LOT_EXT' | 'REALIZED_PRICE';

export interface RealizedPriceIssue {
  errorCode: string;
  displayMsg: string;
  column: RealizedPriceColumn | null;
}

/** A row as typed or read from a file: texts, empty or null when missing. */
export interface RealizedPriceRowValues {
  lotNumber: string | null;
  lotExt: string | null;
  realizedPrice: string | null;
}

/** Lot numbers are whole numbers of at most 8 digits (sales §5 item number). */
const LOT_NUMBER = /^\d{1,8}$/;
const LOT_EXT = /^[A-Za-z]$/;
/** Dollars, optionally with a $ sign and thousands commas. */
const PRICE = /^-?\d+(?:\.\d*)?$/;
/** Cents a price may hold at most (about 90 trillion dollars: a bigint that stays a safe number). */
const MAX_CENTS = Number.MAX_SAFE_INTEGER;

export type PriceParse = { ok: true; cents: number } | { ok: false; message: string };

/** Reads a realized price text as cents: required, numeric, 0 or more, at most two decimals. */
export function parseRealizedPrice(text: string | null | undefined): PriceParse {
  const trimmed = (text ?? '')
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (trimmed === '') return { ok: false, message: REALIZED_PRICE_MESSAGES.priceRequired };
  if (!PRICE.test(trimmed)) return { ok: false, message: REALIZED_PRICE_MESSAGES.priceNumeric };
  if (trimmed.startsWith('-') && Number(trimmed) !== 0)
    return { ok: false, message: REALIZED_PRICE_MESSAGES.priceNegative };
  const [whole = '0', fraction = ''] = trimmed.replace(/^-/, '').split('.');
  if (fraction.length > 2) return { ok: false, message: REALIZED_PRICE_MESSAGES.priceDecimals };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS)
    return { ok: false, message: REALIZED_PRICE_MESSAGES.priceNumeric };
  return { ok: true, cents };
}

/** Cents as the decimal string of the contract ("1250.00"). */
export function centsToPriceText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The key of a lot within its catalog: number and extension (upper case), "12|A". */
export function realizedLotKey(lotNumber: string | number, lotExt: string | null | undefined): string {
  return `${Number(String(lotNumber).trim())}|${(lotExt ?? '').trim().toUpperCase()}`;
}

/** The rule problems of one row on its own (not whether its lot is in the catalog). */
export function realizedPriceRowIssues(row: RealizedPriceRowValues): RealizedPriceIssue[] {
  const issues: RealizedPriceIssue[] = [];
  const lotNumber = (row.lotNumber ?? '').trim();
  if (lotNumber === '')
    issues.push({
      errorCode: 'LOT_NUMBER_REQUIRED',
      displayMsg: REALIZED_PRICE_MESSAGES.lotNumberRequired,
      column: 'LOT_NUMBER',
    });
  else if (!LOT_NUMBER.test(lotNumber))
    issues.push({
      errorCode: 'LOT_NUMBER_INVALID',
      displayMsg: REALIZED_PRICE_MESSAGES.lotNumberNumeric,
      column: 'LOT_NUMBER',
    });
  const lotExt = (row.lotExt ?? '').trim();
  if (lotExt !== '' && !LOT_EXT.test(lotExt))
    issues.push({
      errorCode: 'LOT_EXT_INVALID',
      displayMsg: REALIZED_PRICE_MESSAGES.lotExt,
      column: 'LOT_EXT',
    });
  const price = parseRealizedPrice(row.realizedPrice);
  if (!price.ok)
    issues.push({ errorCode: 'REALIZED_PRICE_INVALID', displayMsg: price.message, column: 'REALIZED_PRICE' });
  return issues;
}

/**
 * The problems of every row of a review table, by the row's place: its own rules, a lot not in the
 * catalog (sales §5 "This lot number was not a part of this catalog.") and a lot given twice.
 */
export function realizedPriceTableIssues(
  rows: readonly RealizedPriceRowValues[],
  catalogLotKeys: ReadonlySet<string>,
): RealizedPriceIssue[][] {
  const counts = new Map<string, number>();
  const keys = rows.map((row) => {
    const lotNumber = (row.lotNumber ?? '').trim();
    if (!LOT_NUMBER.test(lotNumber)) return null;
    const key = realizedLotKey(lotNumber, row.lotExt);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return key;
  });
  return rows.map((row, index) => {
    const issues = realizedPriceRowIssues(row);
    const key = keys[index];
    if (key == null) return issues;
    if (!catalogLotKeys.has(key))
      issues.unshift({
        errorCode: 'LOT_NOT_IN_CATALOG',
        displayMsg: REALIZED_PRICE_MESSAGES.lotNotInCatalog,
        column: 'LOT_NUMBER',
      });
    else if ((counts.get(key) ?? 0) > 1)
      issues.unshift({
        errorCode: 'LOT_DUPLICATE',
        displayMsg: REALIZED_PRICE_MESSAGES.duplicate,
        column: 'LOT_NUMBER',
      });
    return issues;
  });
}

/**
 * Why a caller may not edit a catalog's realized prices, or null when they may (sales §6: hidden for
 * online-only houses and, for non-super users, at 45 days or more after the sale).
 */
export function realizedPriceEditRefusal(
  saleDate: Date,
  now: Date,
  superUser: boolean,
  onlineOnly: boolean,
): string | null {
  if (canEditRealizedPrices(saleDate, now, superUser, onlineOnly)) return null;
  return onlineOnly ? REALIZED_PRICE_MESSAGES.onlineOnly : REALIZED_PRICE_MESSAGES.editClosed;
}
