import { describe, expect, it } from 'vitest';
import { PASSWORD_HINTS as H, PASSWORD_MIN_SCORE, passwordStrength } from './passwordStrength.js';

describe('passwordStrength (sales §5 Password)', () => {
  it('scores common, repeated, sequential and keyboard passwords below the reset threshold, with the hint', () => {
    const cases: [string, string][] = [
      ['password12', H.common],
      ['passw0rd!!', H.common],
      ['p4$$w0rdxx', H.similarToCommon],
      ['aaaaaaaaaa', H.repeats],
      ['abcabcabcabc', H.repeats],
      ['abcdefghij', H.sequences],
      ['9876543210', H.sequences],
      ['qwertyuiop', H.keyboard],
      ['michael1985', H.names],
    ];
    for (const [password, hint] of cases) {
      const strength = passwordStrength(password);
      expect(strength.score, password).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(strength.label, password).toBe('Weak');
      expect(strength.hints, password).toContain(hint);
    }
    expect(passwordStrength('01/02/1999').hints).toContain(H.dates);
  });

  it('scores mixed passwords Fair to Excellent with no hints once strong', () => {
    expect(passwordStrength('Tr0ub4dor&3x!Zq').score).toBe(4);
    expect(passwordStrength('Tr0ub4dor&3x!Zq').label).toBe('Excellent');
    expect(passwordStrength('Tr0ub4dor&3x!Zq').hints).toEqual([]);
    expect(passwordStrength('blue-Horse-7x').score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    const labels = new Set(
      ['g7#Kp2!mQz', 'horse-battery-9', 'gh8kw2pq', 'Kitty2019xz'].map((p) => passwordStrength(p).label),
    );
    expect([...labels].every((l) => ['Weak', 'Fair', 'Good', 'Excellent'].includes(l))).toBe(true);
  });

  it('caps too short and too long passwords at Weak with the length hints', () => {
    expect(passwordStrength('Zq!9x').hints).toContain(H.minLength);
    expect(passwordStrength('Zq!9x').score).toBeLessThan(PASSWORD_MIN_SCORE);
    const long = 'Zq!9xK#2mP'.repeat(6);
    expect(passwordStrength(long).hints).toContain(H.maxLength);
    expect(passwordStrength(long).score).toBeLessThan(PASSWORD_MIN_SCORE);
  });
});
