import { describe, expect, it } from 'vitest';
import { formatSaleAmount } from './saleAmount';

describe('formatSaleAmount', () => {
  it('shows whole amounts without decimals and others with two', () => {
    expect(formatSaleAmount('1000.00', 'USD')).toBe('$1,000');
    expect(formatSaleAmount('2500.5', 'USD')).toBe('$2,500.50');
    expect(formatSaleAmount('0', 'USD')).toBe('$0');
  });

  it('uses the sale currency', () => {
    expect(formatSaleAmount('1000', 'GBP')).toBe('£1,000');
    expect(formatSaleAmount('1000', 'EUR')).toBe('€1,000');
  });

  it('keeps what it cannot read', () => {
    expect(formatSaleAmount('n/a', 'USD')).toBe('n/a');
    expect(formatSaleAmount('10', 'NOPE')).toBe('10 NOPE');
  });
});
