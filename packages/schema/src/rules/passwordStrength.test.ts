import { describe, expect, it } from 'vitest';
import {
  PASSWORD_LENGTH_HINTS as L,
  PASSWORD_MIN_SCORE,
  passwordStrength,
  validateNewPassword,
} from './passwordStrength.js';

describe('passwordStrength (sales §5 Password, scored by zxcvbn-ts)', () => {
  // Each weak-password hint of sales §5, with a password that earns it.
  const weak: [string, string, RegExp][] = [
    ['common', 'password12', /commonly used password/],
    ['similar to common', 'p4$$w0rdxx', /similar to a commonly used password/],
    ['names', 'fitzgerald', /Single names or surnames are easy to guess/],
    ['single word', 'constitutional', /Single words are easy to guess/],
    ['years and dates', '01/02/1999', /Dates are easy to guess/],
    ['sequences', 'abcdefghij', /sequences/],
    ['repeats', 'aaaaaaaaaa', /Repeated characters/],
    ['repeated patterns', 'abcabcabcabc', /Repeated character patterns/],
    ['keyboard patterns', 'qwertyuiop', /frequently used password/],
  ];
  it.each(weak)('scores %s below the reset threshold, Weak, with its hint', (_name, password, hint) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(strength.label).toBe('Weak');
    expect(strength.hints.join(' ')).toMatch(hint);
  });

  it('labels the scale Weak, Fair, Good, Excellent, with no hints once strong', () => {
    expect(passwordStrength('Tr0ub4dor&3x!Zq')).toEqual({ score: 4, label: 'Excellent', hints: [] });
    expect(passwordStrength('g7#Kp2!mQz').label).toBe('Good');
    expect(passwordStrength('demo-password')).toMatchObject({ score: 2, label: 'Fair' });
  });

  it('caps too short and too long passwords below the threshold with the length hints', () => {
    expect(passwordStrength('Zq!9x#').hints).toContain(L.minLength);
    expect(passwordStrength('Zq!9x#').score).toBeLessThan(PASSWORD_MIN_SCORE);
    const long = 'Zq!9xK#2mP'.repeat(6);
    expect(passwordStrength(long).hints).toContain(L.maxLength);
    expect(passwordStrength(long).score).toBeLessThan(PASSWORD_MIN_SCORE);
  });

  it('lets a precomputed strength decide the reset, so one keystroke scores once', () => {
    const weakScore = { score: 1 as const, label: 'Weak' as const, hints: [] };
    expect(validateNewPassword({ newPassword: 'Tr0ub4dor&3x!Zq' }, weakScore)).toEqual([
      { field: 'newPassword', message: 'Please choose a stronger password.' },
    ]);
  });
});
