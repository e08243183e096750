import { describe, expect, it } from 'vitest';
import { askingBid, bidChoices, incrementAt, placeBidsLabel } from './bulkBiddingRules.js';

describe('bulk bidding rules (sales §9)', () => {
  it.each([
    [0, 500],
    [9_999, 500],
    [10_000, 1_000],
    [49_999, 1_000],
    [50_000, 2_500],
    [100_000, 5_000],
    [500_000, 10_000],
    [1_000_000, 25_000],
    [5_000_000, 50_000],
    [10_000_000, 100_000],
    [999_999_999, 100_000],
  ])('the increment at %i cents is %i', (amount, increment) => {
    expect(incrementAt(amount)).toBe(increment);
  });

  it('asks the starting bid (at least one increment) first, then current plus its increment', () => {
    expect(askingBid({ currentBid: null, startingBid: 2_000 })).toBe(2_000);
    expect(askingBid({ currentBid: null, startingBid: null })).toBe(500);
    expect(askingBid({ currentBid: 9_500, startingBid: 2_000 })).toBe(10_000);
    expect(askingBid({ currentBid: 10_000, startingBid: 2_000 })).toBe(11_000);
  });

  it('offers 50 choices climbing the table across bands', () => {
    const choices = bidChoices({ currentBid: 9_000, startingBid: null });
    expect(choices).toHaveLength(50);
    expect(choices.slice(0, 4)).toEqual([9_500, 10_000, 11_000, 12_000]);
    expect(choices.every((c, i) => i === 0 || c > (choices[i - 1] ?? 0))).toBe(true);
  });

  it('labels the place button by bid type', () => {
    expect(placeBidsLabel(3, 'maxBid')).toBe('Place 3 New Max Bids');
    expect(placeBidsLabel(1, 'bidNow')).toBe('Place 1 New Current Bids');
  });
});
