/** `length` ASCII digits of `value` from `start` as a number, or -1 when one is not a digit. */
function digitsAt(value: string, start: number, length: number): number {
  let n = 0;
  for (let i = start; i < start + length; i++) {
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar date written YYYY-MM-DD: what `parseIsoDate` accepts (its years 0000–0099 never
 * match, as Date.UTC reads them as 1900–1999), checked without building a Date — every Date and
 * DateTime the gateway serialises passes here.
 */
export function isIsoDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const y = digitsAt(value, 0, 4);
  const m = digitsAt(value, 5, 2);
  const d = digitsAt(value, 8, 2);
  if (y < 100 || m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 && leap ? 29 : (DAYS_IN_MONTH[m - 1] ?? 0));
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with a time zone offset (Z or ±hh:mm), e.g. 2026-03-14T10:00:00Z. */
export function isIsoDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !m[1] || !isIsoDate(m[1])) return false;
  const [hh, mm, ss] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  return hh < 24 && mm < 60 && ss < 60 && !Number.isNaN(Date.parse(value));
}

const MONEY_IN = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * The Money output format: a decimal string with exactly two places (what /^-?\d+\.\d{2}$/
 * accepts). Checked by character codes: it runs for every amount of every answer (a test compares
 * it with the regular expression).
 */
export function isMoney(value: string): boolean {
  const dot = value.length - 3;
  if (value.charCodeAt(dot) !== 46) return false;
  let i = value.charCodeAt(0) === 45 ? 1 : 0;
  if (i >= dot) return false;
  for (; i < value.length; i++) {
    if (i === dot) continue;
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return false;
  }
  return true;
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
