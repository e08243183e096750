import { describe, expect, it } from 'vitest';
import { flowOfType } from './saleFlow';

describe('the sale route flow (sales §2 route table)', () => {
  it('reads the flow from the path type: fixed-price when it contains "bin"', () => {
    expect(flowOfType('bin')).toBe('fixedPrice');
    expect(flowOfType('timed')).toBe('session');
    expect(flowOfType('live')).toBe('session');
  });
});
