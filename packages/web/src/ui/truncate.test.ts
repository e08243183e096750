import { describe, expect, it } from 'vitest';
import { truncateLongText, truncateName } from './truncate';

describe('truncation (invoicing §9)', () => {
  it('cuts names at 25 characters: 22 plus ...', () => {
    expect(truncateName('A'.repeat(25))).toBe('A'.repeat(25));
    const cut = truncateName('Spring Fine Art and Antiques Sale');
    expect(cut).toBe('Spring Fine Art and An...');
    expect(cut).toHaveLength(25);
  });

  it('cuts long text at 50 characters plus ...', () => {
    expect(truncateLongText('B'.repeat(50))).toBe('B'.repeat(50));
    expect(truncateLongText('B'.repeat(51))).toBe(`${'B'.repeat(50)}...`);
  });
});
