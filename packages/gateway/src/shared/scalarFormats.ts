/** `length` ASCII digits of `value` from `start` as a number, or -1 when one is not a digit. */
function digitsAt(value: string, start: number, length: number): number {
  let n = 0;
  for (let i = start; i < start + length; i++) {
    const c = value.charCodeAt(i) - 48;
    // NaN (past the end) fails too.
    if (!(c >= 0 && c <= 9)) return -1;
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

/**
 * An ISO 8601 instant with a time zone offset (Z or ±hh:mm), e.g. 2026-03-14T10:00:00Z:
 * YYYY-MM-DDThh:mm[:ss[.f…]] and the offset, every field in range. Checked by character codes
 * without building a Date: it runs for every date-time of every answer (a test compares it with
 * the regular expression and Date.parse it replaced).
 */
export function isIsoDateTime(value: string): boolean {
  const length = value.length;
  if (length < 17 || value.charCodeAt(10) !== 84 /* T */ || value.charCodeAt(13) !== 58 /* : */) return false;
  if (!isIsoDate(value.slice(0, 10))) return false;
  const hh = digitsAt(value, 11, 2);
  const mm = digitsAt(value, 14, 2);
  if (hh < 0 || hh > 23 || mm < 0 || mm > 59) return false;
  let i = 16;
  if (value.charCodeAt(i) === 58 /* : */) {
    const ss = digitsAt(value, i + 1, 2);
    if (ss < 0 || ss > 59) return false;
    i += 3;
    if (value.charCodeAt(i) === 46 /* . */) {
      let digits = 0;
      for (i += 1; i < length && isDigit(value.charCodeAt(i)); i++) digits += 1;
      if (digits < 1 || digits > 9) return false;
    }
  }
  if (i === length - 1) return value.charCodeAt(i) === 90; /* Z */
  const sign = value.charCodeAt(i);
  if (i !== length - 6 || (sign !== 43 && sign !== 45) || value.charCodeAt(i + 3) !== 58) return false;
  const offsetHours = digitsAt(value, i + 1, 2);
  const offsetMinutes = digitsAt(value, i + 4, 2);
  return offsetHours >= 0 && offsetHours <= 23 && offsetMinutes >= 0 && offsetMinutes <= 59;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
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
