import {
  BIN_LOT_NUMBER_MAX,
  INV_NUMBER_MAX,
  LOT_AMOUNT_MAX,
  LOT_FREE_TEXT_MAX,
  LOT_MESSAGES,
  LOT_NUMBER_MAX,
  LOT_TITLE_MAX,
} from './lotMessages.js';
import type { RuleViolation } from './types.js';

/**
 * The lot rules (sales §5 Lot form and Spreadsheet upload): the fields, their values and one lot's
 * problems. One source for the catalog service's spreadsheet parser and lot routes, the gateway and
 * the web's lot form; the spreadsheet's codes, review rows and file rules are lotSpreadsheetRules.ts.
 */

/** The lot fields, named as the GraphQL inputs (LotInput, LotRowInput) name them. */
export const LOT_TEXT_FIELDS = [
  'artistName',
  'circa',
  'condition',
  'dimensions',
  'exhibited',
  'literature',
  'medium',
  'notes',
  'provenance',
] as const;
export const LOT_FIELD_NAMES = [
  'lotNumber',
  'lotExt',
  'invNumber',
  'title',
  'description',
  'lowEstimate',
  'highEstimate',
  'startingBid',
  'reserve',
  'price',
  ...LOT_TEXT_FIELDS,
  'shipHeight',
  'shipLength',
  'shipWidth',
  'shipWeight',
  'shippingDomestic',
  'shippingIntl',
] as const;
export type LotFieldName = (typeof LOT_FIELD_NAMES)[number];

/**
 * The catalog service's REST names of the lot fields (sales §3 Lot / item: lotTitle, loEst,
 * shipping, ...) against these field names (GraphQL's LotInput names); the upstream and the
 * gateway both translate with it.
 */
export const LOT_REST_NAME = {
  lotNumber: 'lotNumber',
  lotExt: 'lotExt',
  invNumber: 'invNumber',
  title: 'lotTitle',
  description: 'lotDescription',
  lowEstimate: 'loEst',
  highEstimate: 'hiEst',
  startingBid: 'startingBid',
  reserve: 'reserve',
  price: 'price',
  artistName: 'artistName',
  circa: 'circa',
  condition: 'condition',
  dimensions: 'dimensions',
  exhibited: 'exhibited',
  literature: 'literature',
  medium: 'medium',
  notes: 'notes',
  provenance: 'provenance',
  shipHeight: 'shipHeight',
  shipLength: 'shipLength',
  shipWidth: 'shipWidth',
  shipWeight: 'shipWeight',
  shippingDomestic: 'shipping',
  shippingIntl: 'shippingIntl',
} as const satisfies Readonly<Record<LotFieldName, string>>;

/** A lot's values as typed (form or spreadsheet cells): empty means absent. */
export type LotValues = Partial<Record<LotFieldName, string | null | undefined>>;

/** The GraphQL LotField of each highlightable field. */
export const LOT_FIELD_ENUM = {
  lotNumber: 'LOT_NUMBER',
  lotExt: 'LOT_EXT',
  invNumber: 'INV_NUMBER',
  title: 'TITLE',
  description: 'DESCRIPTION',
  lowEstimate: 'LOW_ESTIMATE',
  highEstimate: 'HIGH_ESTIMATE',
  startingBid: 'STARTING_BID',
  reserve: 'RESERVE',
  price: 'PRICE',
  shipLength: 'SHIP_LENGTH',
  shipHeight: 'SHIP_HEIGHT',
  shipWidth: 'SHIP_WIDTH',
  shipWeight: 'SHIP_WEIGHT',
  shippingDomestic: 'SHIPPING_DOMESTIC',
  shippingIntl: 'SHIPPING_INTL',
} as const satisfies Partial<Record<LotFieldName, string>>;
export type LotFieldEnum = (typeof LOT_FIELD_ENUM)[keyof typeof LOT_FIELD_ENUM];

/** Labels used in messages and column names. */
export const LOT_FIELD_LABELS: Readonly<Record<LotFieldName, string>> = {
  lotNumber: 'Lot Number',
  lotExt: 'Lot Extension',
  invNumber: 'Inventory Number',
  title: 'Item Title',
  description: 'Item Description',
  lowEstimate: 'Low Estimate',
  highEstimate: 'High Estimate',
  startingBid: 'Starting Bid',
  reserve: 'Reserve',
  price: 'Price',
  artistName: 'Artist Name',
  circa: 'Circa',
  condition: 'Condition',
  dimensions: 'Dimensions',
  exhibited: 'Exhibited',
  literature: 'Literature',
  medium: 'Medium',
  notes: 'Notes',
  provenance: 'Provenance',
  shipHeight: 'Shipping Height',
  shipLength: 'Shipping Length',
  shipWidth: 'Shipping Width',
  shipWeight: 'Shipping Weight',
  shippingDomestic: 'Domestic Shipping',
  shippingIntl: 'International Shipping',
};

/** One problem of one row (or of the file), before the row's identity is attached. */
export interface LotIssue {
  errorCode: string;
  displayMsg: string;
  /** The field it concerns; null for whole-row or file problems. */
  field: LotFieldName | null;
}

export interface LotRulesContext {
  /** A fixed-price (bin) sale: price required; estimates, starting bid and reserve not used. */
  isBin: boolean;
  /** A timed sale: reserve used (removed for live and bin). */
  isTimed: boolean;
  /** False for connect types e and p: a lot number or an inventory number is enough. */
  lotNumberRequired: boolean;
  /** Lot numbers (with extension, e.g. "12A") of the catalog's deleted lots. */
  deletedLotNumbers?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Values

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

const DIGITS = /^\d+$/;
const AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
const INVENTORY = /^[A-Za-z0-9-]+$/;
const EXTENSION = /^[A-Za-z]$/;
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|javascript\s*:|on[a-z]+\s*=/i;

export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'ok'; value: number }
  | { kind: 'nonNumeric' }
  | { kind: 'notWhole' }
  | { kind: 'tooLarge' };

/**
 * A whole amount (estimates, starting bid, reserve, price): digits with optional $ and thousands
 * commas; "1500.00" is whole, "1500.5" is not; anything else is non-numeric.
 */
export function checkWholeAmount(raw: string | null | undefined): AmountCheck {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'empty' };
  const m = AMOUNT.exec(text);
  if (!m) return /^-\$?\s*[\d,]+(\.\d+)?$/.test(text) ? { kind: 'notWhole' } : { kind: 'nonNumeric' };
  if (m[3] !== undefined && !/^\.0*$/.test(m[3])) return { kind: 'notWhole' };
  const digits = (m[1] ?? '').replace(/,/g, '');
  if (digits.length > String(LOT_AMOUNT_MAX).length || Number(digits) > LOT_AMOUNT_MAX)
    return { kind: 'tooLarge' };
  return { kind: 'ok', value: Number(digits) };
}

/** A non-negative decimal with at most two places (shipping dimensions and charges), as text. */
export function normaliseDecimal(raw: string | null | undefined): string | null | 'invalid' {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  if (!DECIMAL.test(text)) return 'invalid';
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > 2 || whole.length > 9) return 'invalid';
  const w = String(Number(whole || '0'));
  const f = fraction.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

/** The lot number as stored ("0012" → "12"), or null when it is not digits. */
export function normaliseLotNumber(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  return DIGITS.test(text) ? String(Number(text)) : null;
}

/** A lot's key for duplicate and deleted checks: number plus upper-case extension, e.g. "12A". */
export function lotKey(
  lotNumber: string | null | undefined,
  lotExt: string | null | undefined,
): string | null {
  const number = normaliseLotNumber(lotNumber);
  if (number === null) return null;
  return number + (lotExt ?? '').trim().toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// One lot

/** Every problem of one lot's values, with the spreadsheet codes (duplicates are checked across rows). */
export function lotIssues(values: LotValues, ctx: LotRulesContext): LotIssue[] {
  const issues: LotIssue[] = [];
  const add = (errorCode: string, displayMsg: string, field: LotFieldName | null) =>
    issues.push({ errorCode, displayMsg, field });

  const lotNumber = (values.lotNumber ?? '').trim();
  const invNumber = (values.invNumber ?? '').trim();
  const lotExt = (values.lotExt ?? '').trim();
  if (lotNumber === '') {
    if (ctx.lotNumberRequired) add('108', LOT_MESSAGES.itemNumberRequired, 'lotNumber');
    else if (invNumber === '') add('179', LOT_MESSAGES.numberOrInventoryRequired, 'lotNumber');
  } else if (!DIGITS.test(lotNumber)) add('109', LOT_MESSAGES.itemNumberNumeric, 'lotNumber');
  else {
    const max = ctx.isBin ? BIN_LOT_NUMBER_MAX : LOT_NUMBER_MAX;
    if (lotNumber.length > max) add('109', LOT_MESSAGES.itemNumberTooLong(max), 'lotNumber');
    else if (ctx.deletedLotNumbers?.includes(lotKey(lotNumber, lotExt) ?? ''))
      add('112', LOT_MESSAGES.itemNumberDeleted, 'lotNumber');
  }
  if (lotExt !== '' && !EXTENSION.test(lotExt)) add('109', LOT_MESSAGES.extensionInvalid, 'lotExt');
  if (invNumber !== '' && (invNumber.length > INV_NUMBER_MAX || !INVENTORY.test(invNumber)))
    add('120', LOT_MESSAGES.inventoryInvalid, 'invNumber');

  const title = (values.title ?? '').trim();
  if (title === '') add('101', LOT_MESSAGES.titleRequired, 'title');
  else if (title.length > LOT_TITLE_MAX) add('165', LOT_MESSAGES.titleTooLong, 'title');
  else if (MARKUP.test(title)) add('101', LOT_MESSAGES.titleMarkup, 'title');
  const description = (values.description ?? '').trim();
  if (description === '') add('164', LOT_MESSAGES.descriptionRequired, 'description');
  else if (description.length > LOT_FREE_TEXT_MAX)
    add('TEXT_TOO_LONG', LOT_MESSAGES.textTooLong(LOT_FIELD_LABELS.description), 'description');
  for (const field of LOT_TEXT_FIELDS)
    if ((values[field] ?? '').trim().length > LOT_FREE_TEXT_MAX)
      add('TEXT_TOO_LONG', LOT_MESSAGES.textTooLong(LOT_FIELD_LABELS[field]), field);

  if (ctx.isBin) {
    const price = checkWholeAmount(values.price);
    if (price.kind === 'empty') add('118', LOT_MESSAGES.priceRequired, 'price');
    else if (price.kind === 'nonNumeric') add('142', LOT_MESSAGES.numeric('Price'), 'price');
    else if (price.kind !== 'ok' || price.value <= 0) add('119', LOT_MESSAGES.priceAboveZero, 'price');
  } else {
    const low = amountIssue(values.lowEstimate, '122', 'lowEstimate', add);
    const high = amountIssue(values.highEstimate, '123', 'highEstimate', add);
    if (low !== null && high !== null && low > high) add('127', LOT_MESSAGES.estimatesOrder, 'lowEstimate');
    amountIssue(values.startingBid, '124', 'startingBid', add);
    // Reserve only exists for timed sales; for live sales it is removed, its errors ignored.
    if (ctx.isTimed) amountIssue(values.reserve, '126', 'reserve', add);
  }

  const shipCodes: Array<[LotFieldName, string]> = [
    ['shipHeight', '170'],
    ['shipWeight', '171'],
    ['shipLength', '172'],
    ['shipWidth', '173'],
    ['shippingDomestic', '142'],
    ['shippingIntl', '142'],
  ];
  for (const [field, code] of shipCodes)
    if (normaliseDecimal(values[field]) === 'invalid')
      add(code, LOT_MESSAGES.numeric(LOT_FIELD_LABELS[field]), field);
  return issues;
}

/** A whole-amount field: 142 when not a number, `invalidCode` when not whole or too large. */
function amountIssue(
  raw: string | null | undefined,
  invalidCode: string,
  field: LotFieldName,
  add: (code: string, message: string, field: LotFieldName) => void,
): number | null {
  const check = checkWholeAmount(raw);
  const label = LOT_FIELD_LABELS[field];
  if (check.kind === 'nonNumeric') add('142', LOT_MESSAGES.numeric(label), field);
  else if (check.kind === 'notWhole') add(invalidCode, LOT_MESSAGES.wholeNumber(label), field);
  else if (check.kind === 'tooLarge') add(invalidCode, LOT_MESSAGES.amountTooLarge(label), field);
  return check.kind === 'ok' ? check.value : null;
}

// ---------------------------------------------------------------------------------------------
// The lot form

export interface LotFormContext extends LotRulesContext {
  /** Editing a lot that had a number: number and extension are locked (not re-checked as deleted). */
  lotNumberLocked?: boolean;
  /** Other lots' numbers (with extension) and inventory numbers in the catalog, for "already in use". */
  usedLotNumbers?: readonly string[];
  usedInvNumbers?: readonly string[];
}

/**
 * The lot form (sales §5): the same checks as a spreadsheet row, as field messages. Save stays
 * disabled while this returns anything.
 */
export function validateLotForm(values: LotValues, ctx: LotFormContext): RuleViolation[] {
  const issues = lotIssues(values, {
    ...ctx,
    deletedLotNumbers: ctx.lotNumberLocked ? [] : ctx.deletedLotNumbers,
  });
  const out: RuleViolation[] = [];
  for (const issue of issues) {
    if (issue.field === null) continue;
    // 179 on the form reads on both number fields; 112 uses the form's own sentence.
    const message =
      issue.errorCode === '112'
        ? LOT_MESSAGES.previouslyDeleted(normaliseLotNumber(values.lotNumber) ?? '')
        : issue.displayMsg;
    if (!out.some((v) => v.field === issue.field)) out.push({ field: issue.field, message });
  }
  const key = lotKey(values.lotNumber, values.lotExt);
  if (
    !ctx.lotNumberLocked &&
    key !== null &&
    ctx.usedLotNumbers?.includes(key) &&
    !out.some((v) => v.field === 'lotNumber')
  )
    out.push({ field: 'lotNumber', message: LOT_MESSAGES.itemNumberInUse });
  const inv = (values.invNumber ?? '').trim().toUpperCase();
  if (
    inv !== '' &&
    ctx.usedInvNumbers?.some((u) => u.toUpperCase() === inv) &&
    !out.some((v) => v.field === 'invNumber')
  )
    out.push({ field: 'invNumber', message: LOT_MESSAGES.inventoryInUse });
  return out;
}

// ---------------------------------------------------------------------------------------------
// The snapshot page

/** The Catalog Snapshot page's input (sales §5): digits only. */
export function validateSnapshotCatalogId(value: string): string | null {
  return /^\d+$/.test(value.trim()) ? null : LOT_MESSAGES.catalogIdDigits;
}
