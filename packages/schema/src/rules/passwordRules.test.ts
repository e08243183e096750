import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './passwordRules.js';
import { LOGIN_MESSAGES, validateLogin } from './loginRules.js';

describe('passwordProblem', () => {
  it('accepts 10 to 50 allowed characters', () => {
    expect(passwordProblem('demo-password')).toBeNull();
    expect(passwordProblem('a'.repeat(50))).toBeNull();
  });

  it('refuses lengths outside 10..50', () => {
    expect(passwordProblem('short')).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('a'.repeat(51))).toBe(PASSWORD_MESSAGES.length);
  });

  it('refuses characters outside basic Latin, digits and the listed symbols', () => {
    expect(passwordProblem('pässwörd-long')).toBe(PASSWORD_MESSAGES.characters);
    expect(passwordProblem('with space12')).toBe(PASSWORD_MESSAGES.characters);
  });
});

describe('validateLogin', () => {
  it('requires House ID, username and password', () => {
    expect(validateLogin({ houseUserName: ' ', userName: '', password: '' })).toEqual([
      { field: 'houseUserName', message: LOGIN_MESSAGES.houseRequired },
      { field: 'userName', message: LOGIN_MESSAGES.userRequired },
      { field: 'password', message: LOGIN_MESSAGES.passwordRequired },
    ]);
  });

  it('accepts the demo login', () => {
    expect(validateLogin({ houseUserName: 'demo', userName: 'staff', password: 'demo-password' })).toEqual([]);
  });
});
