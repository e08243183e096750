import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import type { RuleViolation } from './types.js';

/** Texts of sales §5 "Password". */
export const PASSWORD_MESSAGES = {
  length: `Passwords must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`,
  characters: 'Passwords can only contain basic Latin characters, numbers, and symbols (*_-!#$%^&*.)',
  mustMatch: 'Passwords must match',
} as const;

const ALLOWED = /^[A-Za-z0-9()*_\-!#$%^&.]*$/;

/** The character and length rules of a new password (sales §5). Null when it passes. */
export function passwordProblem(password: string): string | null {
  if (!ALLOWED.test(password)) return PASSWORD_MESSAGES.characters;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  return null;
}

/** Texts of the password-reset screens (sales §5 Password, §8 Other). */
export const PASSWORD_RESET_MESSAGES = {
  houseRequired: 'House Name is a required field',
  userRequired: 'Username is a required field',
  emailRequired: 'Email is a required field',
  sendFailed: 'There was an error sending the password email',
  expiredLink:
    'There was a problem submitting your request. This was most likely caused by clicking on an expired link.',
  tooWeak: 'Please choose a stronger password.',
  tooMany: 'Too many password reset requests. Please wait a few minutes and try again.',
  /** Ours: the confirmation after a request, the same whether or not the house, user and e-mail match. */
  requested:
    'If the House ID, username and email match an account, we have sent an email with a link to reset the password.',
  /** Ours: the success of the reset form. */
  changed: 'Your password has been reset. You can now sign in with your new password.',
} as const;

/** Longest House ID, username or e-mail the request form sends (longer is never a real value). */
export const PASSWORD_RESET_FIELD_MAX = 254;

/** The request-link form: House ID, Username and Email all required (sales §5 Password). */
export function validatePasswordResetRequest(input: {
  houseUserName: string;
  userName: string;
  emailAddress: string;
}): RuleViolation[] {
  const v: RuleViolation[] = [];
  if (!input.houseUserName.trim())
    v.push({ field: 'houseUserName', message: PASSWORD_RESET_MESSAGES.houseRequired });
  if (!input.userName.trim()) v.push({ field: 'userName', message: PASSWORD_RESET_MESSAGES.userRequired });
  if (!input.emailAddress.trim())
    v.push({ field: 'emailAddress', message: PASSWORD_RESET_MESSAGES.emailRequired });
  return v;
}
