import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  currencySymbol,
  formatMoney,
  formatSaleMoney,
  sumMoney,
  toCents,
} from './moneyFormat';

describe('toCents', () => {
  it('reads decimal strings as integer cents', () => {
    expect(toCents('1234.5')).toBe(123450);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('12')).toBe(1200);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-3.25')).toBe(-325);
  });
  it('rounds a third decimal half away from zero', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents('-1.005')).toBe(-101);
  });
  it('refuses what is not a number', () => {
    expect(toCents('')).toBeNull();
    expect(toCents('-')).toBeNull();
    expect(toCents('.')).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(toCents('1.2.3')).toBeNull();
  });
  it('never returns negative zero', () => {
    expect(Object.is(toCents('-0.00'), 0)).toBe(true);
  });
});

describe('sumMoney and formatMoney', () => {
  it('adds without float error', () => {
    expect(sumMoney(['0.10', '0.20', null, '-0.05'])).toBe('0.25');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });
  it('formats with a symbol, grouping and two decimals', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('-3')).toBe('-$3.00');
    expect(formatMoney('0', '£')).toBe('£0.00');
    expect(formatMoney('n/a')).toBe('n/a');
    expect(formatMoney(null)).toBe('');
  });
});

describe('formatSaleMoney (sales §9)', () => {
  it('shows whole amounts without decimals and others with two', () => {
    expect(formatSaleMoney('1000.00')).toBe('$1,000');
    expect(formatSaleMoney('5000')).toBe('$5,000');
    expect(formatSaleMoney('2500.5', 'USD')).toBe('$2,500.50');
    expect(formatSaleMoney('0', 'USD')).toBe('$0');
  });
  it('is the same formatter as the invoices use, but for the decimals of whole amounts', () => {
    expect(formatMoney('5000', { wholeWithoutDecimals: true })).toBe(formatSaleMoney('5000'));
    expect(formatMoney('2500.5')).toBe(formatSaleMoney('2500.5'));
  });
  it('uses the sale currency', () => {
    expect(formatSaleMoney('1000', 'GBP')).toBe('£1,000');
    expect(formatSaleMoney('1000', 'EUR')).toBe('€1,000');
    expect(currencySymbol('CAD')).toBe('CA$');
  });
  it('keeps what it cannot read', () => {
    expect(formatSaleMoney('n/a', 'USD')).toBe('n/a');
    expect(formatSaleMoney('10', 'NOPE')).toBe('NOPE 10');
    expect(formatSaleMoney(null)).toBe('');
  });
});
