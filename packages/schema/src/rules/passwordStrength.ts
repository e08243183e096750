import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { PASSWORD_RESET_MESSAGES, passwordProblem, PASSWORD_MESSAGES } from './passwordRules.js';
import type { RuleViolation } from './types.js';
import {
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  type PasswordScore,
  type PasswordStrengthLabel,
} from './passwordScore.js';

/**
 * The new-password strength meter (sales §5 Password), scored by zxcvbn-ts with its common and
 * English dictionaries: the same estimator in the form, the gateway and the password service.
 *
 * This module is its own entry point (`@ah/schema/passwordStrength`), not part of the index: the
 * dictionaries weigh about a megabyte, so only the password-reset screen and the servers load them.
 */
export { PASSWORD_MIN_SCORE, PASSWORD_STRENGTH_LABELS } from './passwordScore.js';
export type { PasswordScore, PasswordStrengthLabel } from './passwordScore.js';

/** The length hints of sales §5, which zxcvbn does not give (it scores any length). */
export const PASSWORD_LENGTH_HINTS = {
  minLength: `Use at least ${PASSWORD_MIN} characters.`,
  maxLength: `Use at most ${PASSWORD_MAX} characters.`,
} as const;

export interface PasswordStrength {
  score: PasswordScore;
  label: PasswordStrengthLabel;
  /** zxcvbn's warning and suggestions for a weak password (common, similar to common, names, single
   * word, years and dates, sequences, repeats, keyboard patterns), then the length hints. */
  hints: string[];
}

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: building the ranked dictionaries takes tens of milliseconds. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
    // Each l33t substitution multiplies the dictionary passes: at zxcvbn-ts's default (100) a
    // 50-character password of digits takes seconds, with 4 a tenth of that and the same scores.
    l33tMaxSubstitutions: 4,
  });
  return estimator;
}

/** The strength of a candidate password (sales §5): score, label and hints. */
export function passwordStrength(password: string): PasswordStrength {
  // zxcvbn's cost grows with the length; past the maximum the password is refused anyway.
  const result = zxcvbn().check(password.slice(0, PASSWORD_MAX + 1));
  let score = result.score as PasswordScore;
  const hints: string[] = [];
  if (score < 3) {
    if (result.feedback.warning) hints.push(result.feedback.warning);
    hints.push(...result.feedback.suggestions);
  }
  if (password.length < PASSWORD_MIN) hints.push(PASSWORD_LENGTH_HINTS.minLength);
  if (password.length > PASSWORD_MAX) hints.push(PASSWORD_LENGTH_HINTS.maxLength);
  // A password outside 10-50 characters can never enable the reset, however random it is.
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    score = Math.min(score, 1) as PasswordScore;
  return { score, label: PASSWORD_STRENGTH_LABELS[score], hints };
}

/**
 * The reset form's new password and its confirmation (sales §5 Password): the character and
 * length rules, the strength score (at least 2 of 4) and "Passwords must match". A caller that has
 * already scored the password passes its strength, so a keystroke scores it once.
 */
export function validateNewPassword(
  input: { newPassword: string; confirmPassword?: string },
  strength?: PasswordStrength,
): RuleViolation[] {
  const v: RuleViolation[] = [];
  const problem = passwordProblem(input.newPassword);
  if (problem) v.push({ field: 'newPassword', message: problem });
  else if ((strength ?? passwordStrength(input.newPassword)).score < PASSWORD_MIN_SCORE)
    v.push({ field: 'newPassword', message: PASSWORD_RESET_MESSAGES.tooWeak });
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword)
    v.push({ field: 'confirmPassword', message: PASSWORD_MESSAGES.mustMatch });
  return v;
}
