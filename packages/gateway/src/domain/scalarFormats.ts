import { parseIsoDate } from '@ah/schema';

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with a time zone offset (Z or ±hh:mm), e.g. 2026-03-14T10:00:00Z. */
export function isIsoDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !m[1] || !isIsoDate(m[1])) return false;
  const [hh, mm, ss] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  return hh < 24 && mm < 60 && ss < 60 && !Number.isNaN(Date.parse(value));
}

const MONEY_OUT = /^-?\d+\.\d{2}$/;
const MONEY_IN = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** The Money output format: a decimal string with exactly two places. */
export function isMoney(value: string): boolean {
  return MONEY_OUT.test(value);
}

/**
 * A Money input normalised to two places ("12" → "12.00", "-3.5" → "-3.50"), or null when it is not
 * a plain decimal with at most two places. Never goes through binary floating point.
 */
export function normalizeMoney(value: string): string | null {
  const m = MONEY_IN.exec(value.trim());
  if (!m) return null;
  const whole = String(BigInt(m[2] ?? '0'));
  const cents = (m[3] ?? '').padEnd(2, '0');
  const negative = m[1] === '-' && !(whole === '0' && cents === '00');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}
