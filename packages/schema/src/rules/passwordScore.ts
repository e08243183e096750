/**
 * The strength meter's scale (sales §5 Password), without the scorer: a screen can show a score
 * before the scorer and its dictionaries (`@ah/schema/passwordStrength`) have loaded.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Score 2 or more enables the reset (sales §5). */
export const PASSWORD_MIN_SCORE = 2;

export const PASSWORD_STRENGTH_LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Excellent'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];
