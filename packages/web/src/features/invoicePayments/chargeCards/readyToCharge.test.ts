import { describe, expect, it } from 'vitest';
import { readyToCharge } from './useChargeCardsFlow';

describe('the confirmation’s ready-to-charge count', () => {
  const rows = [
    { id: '1', batchChargeEligible: true },
    { id: '2', batchChargeEligible: false },
    { id: '3', batchChargeEligible: true },
  ];
  it("is the group's count for Charge All Cards", () => {
    expect(readyToCharge('all', 17, rows, new Set(['1']))).toBe(17);
  });
  it('counts the selected rows when they are all on the page, and is unknown otherwise', () => {
    expect(readyToCharge('selected', 17, rows, new Set(['1', '2', '3']))).toBe(2);
    expect(readyToCharge('selected', 17, rows, new Set(['1', '99']))).toBeNull();
  });
});
