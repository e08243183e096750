import type { RuleViolation } from './types.js';

/** Texts of the sign-in form (the spec's request-link form uses the same field names). */
export const LOGIN_MESSAGES = {
  houseRequired: 'House ID is a required field',
  userRequired: 'Username is a required field',
  passwordRequired: 'Password is a required field',
  failed: 'The House ID, username or password is incorrect.',
  tooMany: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

/** A sign-in needs all three fields; longer than 100 characters is never a real value. */
export function validateLogin(input: { houseUserName: string; userName: string; password: string }): RuleViolation[] {
  const v: RuleViolation[] = [];
  if (!input.houseUserName.trim()) v.push({ field: 'houseUserName', message: LOGIN_MESSAGES.houseRequired });
  if (!input.userName.trim()) v.push({ field: 'userName', message: LOGIN_MESSAGES.userRequired });
  if (!input.password) v.push({ field: 'password', message: LOGIN_MESSAGES.passwordRequired });
  for (const [field, value] of Object.entries(input))
    if (value.length > 100) v.push({ field, message: LOGIN_MESSAGES.failed });
  return v;
}
