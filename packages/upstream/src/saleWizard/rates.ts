/** Rates in thousandths of a percent (8.875% = 8875) and money in cents, to and from decimal strings. */

const DECIMAL = /^\d+(\.\d+)?$/;

/** "8.875" → 8875; null when not a non-negative decimal with at most three places. */
export function decimalToThousandths(value: string): number | null {
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > 3 || whole.length > 6) return null;
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** 8875 → "8.875", 25000 → "25". */
export function thousandthsToDecimal(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 123456 → "1234.56". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
