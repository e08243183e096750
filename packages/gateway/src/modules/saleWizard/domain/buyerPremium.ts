/**
 * Buyer's premium from tiers (sales §3 buyer-premium step), in integer cents and thousandths of a
 * percent: SLICE_BY_BAND applies each band's rate to the part of the hammer inside the band;
 * WHOLE_PRICE applies the rate of the band the hammer falls in to the whole hammer. Each result is
 * rounded half-up to the cent once.
 */
export interface PremiumTier {
  /** Cents, inclusive. */
  from: number;
  /** Cents, exclusive; null for "and above". */
  to: number | null;
  /** Thousandths of a percent (25% = 25000). */
  rate: number;
}

export type PremiumApplication = 'SLICE_BY_BAND' | 'WHOLE_PRICE';

/** cents × thousandths-of-a-percent / 100000, rounded half-up, exactly (BigInt). */
function share(cents: number, rate: number): bigint {
  const numerator = BigInt(cents) * BigInt(rate);
  return (numerator * 2n + 100_000n) / 200_000n;
}

export function premiumFor(
  hammerCents: number,
  tiers: readonly PremiumTier[],
  application: PremiumApplication,
): number {
  if (hammerCents <= 0 || tiers.length === 0) return 0;
  const sorted = [...tiers].sort((a, b) => a.from - b.from);
  if (application === 'WHOLE_PRICE') {
    const tier =
      sorted.find((t) => hammerCents >= t.from && (t.to === null || hammerCents < t.to)) ??
      sorted[sorted.length - 1];
    return tier ? Number(share(hammerCents, tier.rate)) : 0;
  }
  // Sum exact shares in 1/100000 of a cent, then round once.
  let total = 0n;
  for (const t of sorted) {
    const top = t.to === null ? hammerCents : Math.min(t.to, hammerCents);
    if (top <= t.from) continue;
    total += BigInt(top - t.from) * BigInt(t.rate);
  }
  return Number((total * 2n + 100_000n) / 200_000n);
}

/** "1234.56" → 123456 (validated Money strings only). */
export function moneyToCents(money: string): number {
  const negative = money.startsWith('-');
  const [whole = '0', fraction = '00'] = money.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** 123456 → "1234.56" (one implementation for the whole product, in @ah/schema). */
export { centsToMoney } from '@ah/schema';

/** "22.5" → 22500 (percent decimal strings from the catalog service). */
export function percentToThousandths(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}
