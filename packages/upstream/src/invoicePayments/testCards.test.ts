import { describe, expect, it } from 'vitest';
import { brandOf, chargeCard, LIMIT_CARD_LIMIT_CENTS, outcomeMessage, TEST_CARDS } from './testCards.js';

describe('the simulated card processor', () => {
  it.each([
    [TEST_CARDS.approvedVisa.token, 'APPROVED', 'Visa'],
    [TEST_CARDS.approvedMasterCard.token, 'APPROVED', 'MasterCard'],
    [TEST_CARDS.approvedDiscover.token, 'APPROVED', 'Discover'],
    [TEST_CARDS.approvedAmex.token, 'APPROVED', 'American Express'],
    [TEST_CARDS.declined.token, 'DECLINED', 'Visa'],
    [TEST_CARDS.insufficientFunds.token, 'INSUFFICIENT_FUNDS', 'Visa'],
    [TEST_CARDS.achOnly.token, 'ACH_ONLY', 'ACH'],
  ] as const)('answers %s with %s', (token, outcome, brand) => {
    expect(chargeCard(token, 12_345)).toEqual({ outcome, brand, last4: token.slice(-4) });
  });

  it('approves the limit card up to its limit and refuses it above', () => {
    expect(chargeCard(TEST_CARDS.overLimit.token, LIMIT_CARD_LIMIT_CENTS).outcome).toBe('APPROVED');
    expect(chargeCard(TEST_CARDS.overLimit.token, LIMIT_CARD_LIMIT_CENTS + 1).outcome).toBe(
      'OVER_CARD_LIMIT',
    );
  });

  it('knows brands by prefix and explains each answer', () => {
    expect(brandOf('4111111111111111')).toBe('Visa');
    expect(brandOf('2223000048400011')).toBe('MasterCard');
    expect(brandOf('6500000000000002')).toBe('Discover');
    const declined = chargeCard(TEST_CARDS.declined.token, 500);
    expect(outcomeMessage(declined, '5.00')).toBe('Declined: Visa ending 0002 was declined');
    expect(outcomeMessage(chargeCard(TEST_CARDS.approvedVisa.token, 500), '5.00')).toBe(
      'Charged 5.00 to Visa ending 4242',
    );
  });
});
