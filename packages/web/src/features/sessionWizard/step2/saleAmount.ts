import { toCents } from '../../../ui/moneyFormat';

/**
 * A sale amount for display in the sale's currency (sales §9: whole amounts show no decimals).
 * The value arrives as a decimal string; it is read through integer cents.
 */
export function formatSaleAmount(value: string, currencyCode: string): string {
  const cents = toCents(value);
  if (cents === null) return value;
  const whole = cents % 100 === 0;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100);
  } catch {
    return `${value} ${currencyCode}`;
  }
}
