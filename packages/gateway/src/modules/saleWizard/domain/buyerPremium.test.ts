import { describe, expect, it } from 'vitest';
import {
  centsToMoney,
  moneyToCents,
  percentToThousandths,
  premiumFor,
  type PremiumTier,
} from './buyerPremium.js';
import { runParts } from './saveParts.js';

const tiers: PremiumTier[] = [
  { from: 0, to: 500_000, rate: 25_000 },
  { from: 500_000, to: 2_500_000, rate: 20_000 },
  { from: 2_500_000, to: null, rate: 12_000 },
];

describe('premiumFor', () => {
  it('slices by band: each band rate on the part of the hammer inside it', () => {
    expect(premiumFor(400_000, tiers, 'SLICE_BY_BAND')).toBe(100_000);
    // $5,000 at 25% + $5,000 at 20%
    expect(premiumFor(1_000_000, tiers, 'SLICE_BY_BAND')).toBe(125_000 + 100_000);
    // + $20,000 at 20% + $5,000 at 12%
    expect(premiumFor(3_000_000, tiers, 'SLICE_BY_BAND')).toBe(125_000 + 400_000 + 60_000);
  });

  it('applies the band of the whole price to the whole price', () => {
    expect(premiumFor(400_000, tiers, 'WHOLE_PRICE')).toBe(100_000);
    expect(premiumFor(1_000_000, tiers, 'WHOLE_PRICE')).toBe(200_000);
    expect(premiumFor(500_000, tiers, 'WHOLE_PRICE')).toBe(100_000);
    expect(premiumFor(3_000_000, tiers, 'WHOLE_PRICE')).toBe(360_000);
  });

  it('rounds half-up once, and gives nothing for no hammer or no tiers', () => {
    expect(premiumFor(1, [{ from: 0, to: null, rate: 22_500 }], 'SLICE_BY_BAND')).toBe(0);
    expect(premiumFor(2, [{ from: 0, to: null, rate: 25_000 }], 'WHOLE_PRICE')).toBe(1);
    expect(premiumFor(0, tiers, 'SLICE_BY_BAND')).toBe(0);
    expect(premiumFor(1000, [], 'WHOLE_PRICE')).toBe(0);
  });

  it('converts money and percent strings without floating point', () => {
    expect(moneyToCents('1234.56')).toBe(123_456);
    expect(moneyToCents('0.10')).toBe(10);
    expect(centsToMoney(123_456)).toBe('1234.56');
    expect(centsToMoney(5)).toBe('0.05');
    expect(percentToThousandths('22.5')).toBe(22_500);
    expect(percentToThousandths('25')).toBe(25_000);
  });
});

describe('runParts', () => {
  it('attempts every part and reports each failure with its message', async () => {
    const ran: string[] = [];
    const outcomes = await runParts([
      ['A', async () => void ran.push('A')],
      ['B', async () => Promise.reject(new Error('boom'))],
      ['C', async () => void ran.push('C')],
    ]);
    expect(ran).toEqual(['A', 'C']);
    expect(outcomes.map((o) => [o.part, o.ok])).toEqual([
      ['A', true],
      ['B', false],
      ['C', true],
    ]);
    expect(outcomes[1]?.message).toBeTruthy();
  });
});
