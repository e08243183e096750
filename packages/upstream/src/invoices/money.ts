/** Rates are integers in thousandths of a percent: 8.875% is 8875, 100% is RATE_SCALE. */
export const RATE_SCALE = 100_000;

/** numerator / denominator rounded half away from zero ("half-up" for amounts), exactly. */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** Cents × rate, rounded half-up to whole cents. */
export function applyRate(cents: number, rate: number): number {
  return toSafeNumber(divRoundHalfUp(BigInt(cents) * BigInt(rate), BigInt(RATE_SCALE)));
}

export function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount ${value} is outside the safe integer range`);
  return n;
}

/** Integer cents as a decimal string ("1234.50"), for the edges that show money. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
