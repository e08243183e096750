import { describe, expect, it } from 'vitest';
import { boolFrom, intFrom, optionalInt, optionalValue, secretValue } from './envSettings.js';

describe('the environment readers both servers share', () => {
  it('trims a value and counts blank as unset', () => {
    expect(optionalValue({ A: '  x ' }, 'A')).toBe('x');
    expect(optionalValue({ A: '   ' }, 'A')).toBeUndefined();
    expect(optionalValue({}, 'A')).toBeUndefined();
  });

  it('reads a flag as 1/0, true/false, yes/no or on/off, and refuses anything else', () => {
    for (const on of ['1', 'true', 'YES', ' on ']) expect(boolFrom({ F: on }, 'F', false)).toBe(true);
    for (const off of ['0', 'false', 'no', 'Off']) expect(boolFrom({ F: off }, 'F', true)).toBe(false);
    expect(boolFrom({ F: '' }, 'F', true)).toBe(true);
    expect(() => boolFrom({ F: 'maybe' }, 'F', false)).toThrow('F');
  });

  it('reads an integer of at least the minimum, naming the variable when it is not one', () => {
    expect(intFrom({ N: ' 250 ' }, 'N', 1, 0)).toBe(250);
    expect(intFrom({}, 'N', 7, 0)).toBe(7);
    expect(optionalInt({ N: '' }, 'N', 0)).toBeUndefined();
    for (const wrong of ['-1', '1.5', 'soon']) expect(() => optionalInt({ N: wrong }, 'N', 0)).toThrow('N');
  });

  it('refuses a short secret', () => {
    expect(secretValue({ S: 'x'.repeat(32) }, 'S')).toHaveLength(32);
    expect(secretValue({ S: ' ' }, 'S')).toBeUndefined();
    expect(() => secretValue({ S: 'short' }, 'S')).toThrow('S must be at least 32 characters');
  });
});
