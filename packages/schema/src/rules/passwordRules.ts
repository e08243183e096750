import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';

/** Texts of sales §5 "Password". */
export const PASSWORD_MESSAGES = {
  length: `Passwords must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`,
  characters:
    'Passwords can only contain basic Latin characters, numbers, and symbols (*_-!#$%^&*.)',
  mustMatch: 'Passwords must match',
} as const;

const ALLOWED = /^[A-Za-z0-9()*_\-!#$%^&.]*$/;

/** The character and length rules of a new password (sales §5). Null when it passes. */
export function passwordProblem(password: string): string | null {
  if (!ALLOWED.test(password)) return PASSWORD_MESSAGES.characters;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  return null;
}
