import { describe, expect, it } from 'vitest';
import { MoneyScalar } from './scalars.js';

describe('Money output', () => {
  it('passes decimal strings with two places and refuses anything else', () => {
    expect(MoneyScalar.serialize('1234.50')).toBe('1234.50');
    expect(MoneyScalar.serialize('-0.05')).toBe('-0.05');
    for (const bad of [
      '1.5',
      '1.500',
      '.50',
      '-.50',
      '1,50',
      '١.٥٠',
      '1.50\n',
      ' 1.50',
      '+1.50',
      '',
      150,
      null,
    ])
      expect(() => MoneyScalar.serialize(bad), JSON.stringify(bad)).toThrow(/two places/);
  });
});
