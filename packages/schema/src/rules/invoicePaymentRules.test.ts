import { describe, expect, it } from 'vitest';
import {
  autoChargeWindow,
  chargeFailedMessage,
  chargeProcessedMessage,
  creditLimitBannerMessage,
  findJumpTarget,
  INVOICE_PAYMENT_MESSAGES as M,
  isAutoChargeDateValid,
  validateAutoChargeDate,
  validateIdempotencyKey,
} from './invoicePaymentRules.js';

describe('invoice payment rules (invoicing §5, §8, §9)', () => {
  it('words the charge banners and the credit-limit banner as the spec does', () => {
    expect(chargeProcessedMessage(3, 4)).toBe('3/4 of your payments have been processed!.');
    expect(chargeFailedMessage(1, 4)).toBe('1/4 of your payments failed.');
    expect(creditLimitBannerMessage(2, 9)).toBe(
      'Based on your set credit card limit, 2/9 invoices will require ACH payment and cannot be automatically charged.',
    );
    expect(M.chargeRequestFailed).toBe(
      'An error occurred while processing your request.  No cards were charged.  Please try again.',
    );
  });

  it('allows auto-charge dates from today + 2 to today + 7, across a month end', () => {
    expect(autoChargeWindow('2026-01-30')).toEqual({ min: '2026-02-01', max: '2026-02-06' });
    expect(validateAutoChargeDate(null, '2026-01-30')).toEqual([]);
    expect(validateAutoChargeDate('2026-02-01', '2026-01-30')).toEqual([]);
    expect(validateAutoChargeDate('2026-02-06', '2026-01-30')).toEqual([]);
    for (const date of ['2026-01-31', '2026-02-07'])
      expect(validateAutoChargeDate(date, '2026-01-30')).toEqual([
        { field: 'autoChargeDate', message: M.autoChargeDateOutOfWindow },
      ]);
    expect(validateAutoChargeDate('2026-02-30', '2026-01-30')[0]?.message).toBe(M.autoChargeDateNotADate);
  });

  it('flags a date earlier than the first eligible date with the tooltip text', () => {
    expect(isAutoChargeDateValid('2026-02-03', '2026-02-03')).toBe(true);
    expect(isAutoChargeDateValid('2026-02-02', '2026-02-03')).toBe(false);
    expect(validateAutoChargeDate('2026-02-02', '2026-01-30', ['2026-02-01', '2026-02-03'])).toEqual([
      { field: 'autoChargeDate', message: M.autoChargeDateInvalid },
    ]);
  });

  it('accepts idempotency keys of 1 to 200 safe characters', () => {
    expect(validateIdempotencyKey('3f1c2a9e-7d2b-4c1a-9a77-1b2c3d4e5f60')).toEqual([]);
    expect(validateIdempotencyKey('')).toHaveLength(1);
    expect(validateIdempotencyKey('a'.repeat(201))).toHaveLength(1);
    expect(validateIdempotencyKey('has space')).toHaveLength(1);
  });

  it('jumps only to a shown invoice number', () => {
    expect(findJumpTarget(' 12 ', ['11', '12'])).toBe('12');
    expect(findJumpTarget('#11', ['11', '12'])).toBe('11');
    expect(findJumpTarget('13', ['11', '12'])).toBeNull();
  });
});
