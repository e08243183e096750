import { badRequest } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';

/**
 * Request checks of the invoice-editing calls (openapi/house.yaml), before anything reaches the
 * database: shapes, ids, amounts (integer cents out) and dates (ISO out). Each refusal names its field.
 */

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const MONEY = /^(-?)([0-9]{1,13})\.([0-9]{2})$/;
const SHORT_US_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12][0-9]|3[01])\/([0-9]{2})$/;

export const AMOUNT_MESSAGES = {
  invalid: 'Amounts must be decimal strings with two places, e.g. "12.50".',
  negative: 'Amounts cannot be less than 0; only Other may be negative.',
} as const;

/** An id sent as a number or a numeric string. */
export function parseId(value: unknown, field: string): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && ID_TEXT.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw badRequest('INVALID_ID', `${field} must be a positive whole number.`, field);
  return n;
}

export function parseIdList(value: unknown, field: string, max = 5000): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max)
    throw badRequest('INVALID_BODY', `${field} must be a list of 1 to ${max} ids.`, field);
  return value.map((v) => parseId(v, field));
}

/** A list field of objects, each checked against its allowed keys. */
export function parseObjectList(
  value: unknown,
  field: string,
  allowedKeys: readonly string[],
  max = 5000,
): Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max)
    throw badRequest('INVALID_BODY', `${field} must be a list of 1 to ${max} entries.`, field);
  return value.map((entry) => jsonObjectBody(entry, allowedKeys));
}

export function parseBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw badRequest('INVALID_BODY', `${field} must be true or false.`, field);
  return value;
}

export function optionalBoolean(value: unknown, field: string): boolean | undefined {
  return value === undefined ? undefined : parseBoolean(value, field);
}

/** A Money string to integer cents; negatives only where allowed (Other). */
export function parseMoneyCents(value: unknown, field: string, allowNegative = false): number {
  const m = typeof value === 'string' ? MONEY.exec(value) : null;
  if (!m) throw badRequest('INVALID_AMOUNT', AMOUNT_MESSAGES.invalid, field);
  const cents = Number(m[2]) * 100 + Number(m[3]);
  if (m[1] === '-' && cents !== 0) {
    if (!allowNegative) throw badRequest('NEGATIVE_AMOUNT', AMOUNT_MESSAGES.negative, field);
    return -cents;
  }
  return cents;
}

export function optionalMoneyCents(value: unknown, field: string, allowNegative = false): number | undefined {
  return value === undefined ? undefined : parseMoneyCents(value, field, allowNegative);
}

/** MM/DD/YY (what Mark Paid sends) to YYYY-MM-DD in the 2000s; null when it is not a real date. */
export function shortUsDateToIso(value: string): string | null {
  const m = SHORT_US_DATE.exec(value);
  if (!m) return null;
  const [, mm, dd, yy] = m;
  const iso = `20${yy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return date.getUTCDate() === Number(dd) ? iso : null;
}

/** An optional MM/DD/YY date field, checked not to be after `today` (YYYY-MM-DD, house time zone). */
export function parseOptionalShortDate(value: unknown, field: string, today: string): string | null {
  if (value === undefined || value === null) return null;
  const iso = typeof value === 'string' ? shortUsDateToIso(value) : null;
  if (iso === null) throw badRequest('INVALID_DATE', `${field} must be a date as MM/DD/YY.`, field);
  if (iso > today) throw badRequest('DATE_IN_FUTURE', `${field} cannot be in the future.`, field);
  return iso;
}
