import { PASSWORD_MIN_SCORE, type PasswordScore } from '@ah/schema';

/** The meter's colour and fill per score (0-4): red, orange, yellow, teal, green. */
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

export function strengthColor(score: PasswordScore): (typeof COLORS)[number] {
  return COLORS[score];
}

/** The meter's fill in percent: a sliver at 0, full at 4. */
export function strengthPercent(score: PasswordScore, empty: boolean): number {
  return empty ? 0 : Math.max(10, score * 25);
}

/** Whether the Reset button may submit: strength at least 2 of 4 (sales §5). */
export function strongEnough(score: PasswordScore): boolean {
  return score >= PASSWORD_MIN_SCORE;
}
