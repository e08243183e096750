import { describe, expect, it } from 'vitest';
import { applyRate, centsToDecimal, divRoundHalfUp } from './money.js';

describe('divRoundHalfUp', () => {
  it('rounds halves away from zero and everything else to the nearest', () => {
    expect(divRoundHalfUp(5n, 10n)).toBe(1n);
    expect(divRoundHalfUp(4n, 10n)).toBe(0n);
    expect(divRoundHalfUp(15n, 10n)).toBe(2n);
    expect(divRoundHalfUp(25n, 10n)).toBe(3n);
    expect(divRoundHalfUp(-5n, 10n)).toBe(-1n);
    expect(divRoundHalfUp(-4n, 10n)).toBe(0n);
    expect(divRoundHalfUp(0n, 7n)).toBe(0n);
  });

  it('refuses a non-positive denominator', () => {
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('applyRate', () => {
  it('applies thousandths of a percent exactly', () => {
    expect(applyRate(10_000, 25_000)).toBe(2_500); // 25% of $100
    expect(applyRate(1_002, 25_000)).toBe(251); // 250.5 → 251
    expect(applyRate(12_345, 22_500)).toBe(2_778); // 2777.625 → 2778
    expect(applyRate(12_800, 8_875)).toBe(1_136); // 8.875% of $128
  });

  it('stays exact on halves and on large amounts', () => {
    expect(applyRate(1_005, 10_000)).toBe(101); // 10% of 1005 is exactly 100.5
    expect(Math.round(1.005 * 100)).toBe(100); // what float arithmetic on dollars would give
    expect(applyRate(9_007_199_254_740, 100_000)).toBe(9_007_199_254_740);
  });
});

describe('centsToDecimal', () => {
  it('formats cents with two decimals', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123_450)).toBe('1234.50');
    expect(centsToDecimal(-250)).toBe('-2.50');
  });
});
