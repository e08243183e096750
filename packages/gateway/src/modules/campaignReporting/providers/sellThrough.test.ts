import { describe, expect, it } from 'vitest';
import { sellThroughPercent } from './sellThrough.js';

describe('sellThroughPercent', () => {
  it('rounds half up to one decimal', () => {
    expect(sellThroughPercent(2, 3)).toBe(66.7);
    expect(sellThroughPercent(1, 3)).toBe(33.3);
    expect(sellThroughPercent(1, 8)).toBe(12.5);
    expect(sellThroughPercent(1, 16)).toBe(6.3);
    expect(sellThroughPercent(4, 4)).toBe(100);
    expect(sellThroughPercent(0, 5)).toBe(0);
  });

  it('is null when no lot was offered', () => {
    expect(sellThroughPercent(0, 0)).toBeNull();
  });
});
