/**
 * Money on screen, for the whole app: invoicing §9 (two decimals, en-US grouping) and sales §9
 * (USD, whole amounts without decimals). Amounts travel as decimal strings
 * ("1234.5", "-3.00"): they are formatted and added as integer cents, never as binary floats.
 */

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/** A decimal string as integer cents, rounded half away from zero; null when it is not a number. */
export function toCents(value: string): number | null {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const whole = m[2] === '' ? 0 : Number(m[2]);
  const fraction = (m[3] ?? '').padEnd(3, '0');
  let cents = whole * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] && cents !== 0 ? -cents : cents;
}

/** Integer cents as a plain decimal string with two places ("-1234.50"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Adds decimal strings exactly (through cents); unparsable values count as zero. */
export function sumMoney(values: readonly (string | null | undefined)[]): string {
  return centsToDecimal(values.reduce((total, value) => total + (value ? (toCents(value) ?? 0) : 0), 0));
}

/** How an amount is shown: the currency symbol, and whether a whole amount keeps its ".00". */
export interface MoneyFormatOptions {
  symbol?: string;
  /** Sales §9: whole amounts show no decimals ("$5,000"; "$5,000.50" keeps its cents). */
  wholeWithoutDecimals?: boolean;
}

/**
 * The app's one money formatter. "1234.5" → "$1,234.50"; "-3" → "-$3.00"; with
 * `wholeWithoutDecimals`, "5000" → "$5,000". Unparsable values are shown as they came. A string
 * second argument is the symbol (invoicing §9: always two decimals).
 */
export function formatMoney(
  value: string | null | undefined,
  options: string | MoneyFormatOptions = '$',
): string {
  if (value === null || value === undefined) return '';
  const { symbol = '$', wholeWithoutDecimals = false } =
    typeof options === 'string' ? { symbol: options } : options;
  const cents = toCents(value);
  if (cents === null) return value;
  const decimal = centsToDecimal(Math.abs(cents));
  const [whole = '0', fraction = '00'] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shownFraction = wholeWithoutDecimals && fraction === '00' ? '' : `.${fraction}`;
  return `${cents < 0 ? '-' : ''}${symbol}${grouped}${shownFraction}`;
}

/** Symbols by currency code: building an Intl.NumberFormat costs far more than a lookup, and a
 * page of bulk bidding formats thousands of amounts (50 rows of up to 51 bid choices). */
const symbols = new Map<string, string>();

/** '$' for USD, 'CA$' for CAD, '€' for EUR, '£' for GBP: the symbol only, so amounts stay exact decimal strings. */
export function currencySymbol(currencyCode: string): string {
  const known = symbols.get(currencyCode);
  if (known !== undefined) return known;
  let symbol: string;
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).formatToParts(
      0,
    );
    symbol = parts.find((part) => part.type === 'currency')?.value ?? '$';
  } catch {
    symbol = `${currencyCode} `;
  }
  symbols.set(currencyCode, symbol);
  return symbol;
}

/**
 * A sale's amount (sales §9: USD unless the sale says otherwise; whole amounts show no decimals):
 * buyer's premium tiers, estimates, prices. Every sales screen formats money through this.
 */
export function formatSaleMoney(value: string | null | undefined, currencyCode = 'USD'): string {
  return formatMoney(value, { symbol: currencySymbol(currencyCode), wholeWithoutDecimals: true });
}
