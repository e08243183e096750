import { describe, expect, it } from 'vitest';
import {
  INVOICE_EDITING_MESSAGES,
  centsToMoney,
  chargeFieldAllowsNegative,
  isoToShortUsDate,
  moneyToCents,
  normalizeMoneyInput,
  sanitizeMoneyKeystrokes,
  validateChargeAmounts,
  validateContactBuyer,
  validateMarkPaid,
  validateMoneyInput,
  validateNote,
  validateShippedDate,
} from './invoiceRules.js';

describe('money inputs of the charges modal', () => {
  it('keeps only digits and one point while typing; a leading minus only for Other', () => {
    expect(sanitizeMoneyKeystrokes('1a2.3.4', false)).toBe('12.34');
    expect(sanitizeMoneyKeystrokes('-12.5', false)).toBe('12.5');
    expect(sanitizeMoneyKeystrokes('-12.5', true)).toBe('-12.5');
    expect(sanitizeMoneyKeystrokes('1-2', true)).toBe('12');
  });

  it('normalises to two decimals on blur without floating point', () => {
    expect(normalizeMoneyInput('12')).toBe('12.00');
    expect(normalizeMoneyInput('.5')).toBe('0.50');
    expect(normalizeMoneyInput('')).toBe('0.00');
    expect(normalizeMoneyInput('-')).toBe('0.00');
    expect(normalizeMoneyInput('-3.456')).toBe('-3.46');
    expect(normalizeMoneyInput('0.005')).toBe('0.01');
    expect(normalizeMoneyInput('90071992547409.99')).toBe('90071992547409.99');
    expect(normalizeMoneyInput('1.2.3')).toBeNull();
    expect(normalizeMoneyInput('abc')).toBeNull();
  });

  it('refuses negatives except in Other, and more than two decimals', () => {
    expect(chargeFieldAllowsNegative('other')).toBe(true);
    expect(chargeFieldAllowsNegative('tax')).toBe(false);
    expect(validateMoneyInput('shipping', '10.50')).toEqual([]);
    expect(validateMoneyInput('shipping', '-1')).toEqual([
      { field: 'shipping', message: INVOICE_EDITING_MESSAGES.amountNegative },
    ]);
    expect(validateMoneyInput('other', '-1.25')).toEqual([]);
    expect(validateMoneyInput('tax', '1.234')).toEqual([
      { field: 'tax', message: INVOICE_EDITING_MESSAGES.amountInvalid },
    ]);
    expect(validateMoneyInput('hammer', '')).toEqual([
      { field: 'hammer', message: INVOICE_EDITING_MESSAGES.amountInvalid },
    ]);
  });

  it('checks only the fields that are set', () => {
    expect(validateChargeAmounts({ tax: '1', shipping: null, other: '-2' })).toEqual([]);
    expect(validateChargeAmounts({ premium: '-2', insurance: 'x' }).map((v) => v.field)).toEqual([
      'premium',
      'insurance',
    ]);
  });

  it('converts between money strings and integer cents', () => {
    expect(moneyToCents('12.5')).toBe(1250);
    expect(moneyToCents('-0.07')).toBe(-7);
    // The upstream's two-decimal amounts (fast path) read exactly like any other input.
    for (const money of [
      '0.00',
      '-0.00',
      '12.50',
      '-12.50',
      '007.05',
      '1234567890123.99',
      ' 12.50',
      '12.505',
      '.50',
      '-.50',
      '12345678901234.00',
      '-1234567890123.00',
      '1.0a',
      'a1.00',
      '1٣.00',
      '--1.00',
    ])
      if (normalizeMoneyInput(money) === null) expect(() => moneyToCents(money)).toThrow(RangeError);
      else
        expect(
          Object.is(moneyToCents(money), Number(normalizeMoneyInput(money)?.replace('.', '')) || 0),
          money,
        ).toBe(true);
    expect(centsToMoney(-7)).toBe('-0.07');
    expect(centsToMoney(123456)).toBe('1234.56');
    expect(centsToMoney(-0)).toBe('0.00');
    // Every cents value of a wide range, and the largest safe amounts, read back to themselves.
    const samples = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 100, -100, 99, -1, 1];
    for (let cents = -250_000; cents <= 250_000; cents += 7) samples.push(cents);
    for (const cents of samples) {
      const money = centsToMoney(cents);
      expect(money).toMatch(/^-?\d+\.\d\d$/);
      expect(BigInt(money.replace('.', ''))).toBe(BigInt(cents));
    }
    expect(() => moneyToCents('x')).toThrow(RangeError);
  });
});

describe('note, contact and mark paid', () => {
  it('saves a note only when it is not blank', () => {
    expect(validateNote('  ')).toEqual([{ field: 'note', message: 'Please enter a note' }]);
    expect(validateNote('Call buyer')).toEqual([]);
  });

  it('requires subject and message with the spec texts', () => {
    expect(validateContactBuyer({ subject: ' ', message: '' })).toEqual([
      { field: 'subject', message: 'Subject Required' },
      { field: 'message', message: 'Message Required' },
    ]);
    expect(validateContactBuyer({ subject: 'Hi', message: 'Your invoice' })).toEqual([]);
  });

  it('requires a method and a date that is not in the future', () => {
    const today = '2026-03-14';
    expect(validateMarkPaid({ paymentMethodId: '3', paidDate: today }, today)).toEqual([]);
    expect(validateMarkPaid({ paymentMethodId: '', paidDate: '2026-03-15' }, today)).toEqual([
      { field: 'paymentMethodId', message: INVOICE_EDITING_MESSAGES.paymentMethodRequired },
      { field: 'paidDate', message: INVOICE_EDITING_MESSAGES.paidDateFuture },
    ]);
    expect(validateMarkPaid({ paymentMethodId: '3', paidDate: '2026-02-30' }, today)).toEqual([
      { field: 'paidDate', message: INVOICE_EDITING_MESSAGES.paidDateInvalid },
    ]);
    expect(validateMarkPaid({ paymentMethodId: '3', paidDate: null }, today)[0]?.field).toBe('paidDate');
    expect(INVOICE_EDITING_MESSAGES.paymentMethodPlaceholder).toBe('Please select method');
  });

  it('refuses a future shipped date and sends dates as MM/DD/YY', () => {
    expect(validateShippedDate(undefined, '2026-03-14')).toEqual([]);
    expect(validateShippedDate('2026-03-15', '2026-03-14')[0]?.message).toBe(
      INVOICE_EDITING_MESSAGES.shippedDateFuture,
    );
    expect(isoToShortUsDate('2026-03-04')).toBe('03/04/26');
  });
});
