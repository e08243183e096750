import { normalizeMoney } from '../../../shared/scalarFormats.js';

/** Integer cents (the bid-admin service's money) as the schema's Money decimal string. */
export { centsToMoney } from '@ah/schema';

/** A Money input as integer cents; null when it is not a plain decimal with at most two places. */
export function moneyToCents(value: string): number | null {
  const normal = normalizeMoney(value);
  if (normal === null) return null;
  const negative = normal.startsWith('-');
  const [whole = '0', cents = '00'] = normal.replace('-', '').split('.');
  const total = Number(whole) * 100 + Number(cents);
  if (!Number.isSafeInteger(total)) return null;
  return negative ? -total : total;
}
