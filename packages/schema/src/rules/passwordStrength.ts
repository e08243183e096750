import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';

/**
 * The new-password strength meter (sales §5 Password): a score of 0 to 4 on zxcvbn's scale, its
 * label and the weak-password hints. A small estimator of our own (the product cannot add
 * zxcvbn-ts): it finds the patterns zxcvbn penalises (common passwords and their look-alikes, names,
 * single words, years and dates, sequences, repeats, keyboard rows), counts a few guesses for each,
 * and the character set's size for each remaining character; the score follows zxcvbn's guess
 * thresholds (10^3, 10^6, 10^8, 10^10).
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Score 2 or more enables the reset (sales §5). */
export const PASSWORD_MIN_SCORE = 2;

export const PASSWORD_STRENGTH_LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Excellent'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/** The weak-password hints of sales §5, in zxcvbn's words. */
export const PASSWORD_HINTS = {
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  names: 'Names and surnames by themselves are easy to guess.',
  singleWord: 'A word by itself is easy to guess.',
  dates: 'Years and dates are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  repeats: 'Repeats like "aaa" or "abcabc" are easy to guess.',
  keyboard: 'Straight rows of keys like "qwerty" are easy to guess.',
  minLength: `Use at least ${PASSWORD_MIN} characters.`,
  maxLength: `Use at most ${PASSWORD_MAX} characters.`,
} as const;
export type PasswordHint = (typeof PASSWORD_HINTS)[keyof typeof PASSWORD_HINTS];

export interface PasswordStrength {
  score: PasswordScore;
  label: PasswordStrengthLabel;
  hints: PasswordHint[];
}

const COMMON: readonly string[] = (
  'password passw0rd letmein welcome qwerty admin administrator iloveyou monkey dragon ' +
  'football baseball sunshine master shadow princess superman trustno1 starwars freedom ' +
  'whatever secret changeme default login abc123 auction auctions hello charlie computer ' +
  'internet summer winter spring autumn soccer hockey killer pepper cheese cookie flower ' +
  'banana orange'
).split(/\s+/);
const NAMES: readonly string[] = (
  'james john robert michael william david richard joseph thomas charles mary patricia ' +
  'jennifer linda elizabeth barbara susan jessica sarah karen smith johnson williams brown ' +
  'jones garcia miller davis wilson anderson taylor moore jackson martin ashley daniel ' +
  'matthew andrew emma'
).split(/\s+/);
const WORDS: readonly string[] = (
  'house staff money apple table chair music water phone world happy lucky magic power dream ' +
  'heart light night green black white silver golden purple yellow tiger eagle horse puppy ' +
  'kitty angel demo test user love blue red cat dog sale bid lot art'
).split(/\s+/);
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qazwsxedc', '1qaz2wsx3edc'];
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
};

interface Match {
  start: number;
  end: number;
  /** log2 of the guesses the pattern costs an attacker. */
  bits: number;
  hint: PasswordHint;
}

function findWords(
  lower: string,
  list: readonly string[],
  bits: number,
  hint: PasswordHint,
  out: Match[],
): void {
  for (const word of list) {
    let at = lower.indexOf(word);
    while (at !== -1) {
      out.push({ start: at, end: at + word.length, bits, hint });
      at = lower.indexOf(word, at + 1);
    }
  }
}

function findRuns(password: string, out: Match[]): void {
  const lower = password.toLowerCase();
  // Repeats: one character three or more times, or a chunk said twice or more.
  for (const m of lower.matchAll(/(.+?)\1+/g)) {
    const whole = m[0];
    const unit = m[1] ?? '';
    if (whole.length >= 3)
      out.push({
        start: m.index,
        end: m.index + whole.length,
        bits: Math.log2(unit.length * 26 + 1) + 2,
        hint: PASSWORD_HINTS.repeats,
      });
  }
  // Sequences: 3+ characters each one up or down from the last (abc, 6543).
  let start = 0;
  for (let i = 1; i <= lower.length; i += 1) {
    const step = i < lower.length ? lower.charCodeAt(i) - lower.charCodeAt(i - 1) : 99;
    const prev = i >= 2 ? lower.charCodeAt(i - 1) - lower.charCodeAt(i - 2) : step;
    if (i === lower.length || Math.abs(step) !== 1 || (i - start >= 2 && step !== prev)) {
      if (i - start >= 3) out.push({ start, end: i, bits: 6, hint: PASSWORD_HINTS.sequences });
      start = Math.abs(step) === 1 ? i - 1 : i;
    }
  }
  // Keyboard rows: 4+ keys in a row, either way.
  for (const row of KEYBOARD_ROWS)
    for (const line of [row, [...row].reverse().join('')])
      for (let len = line.length; len >= 4; len -= 1)
        for (let from = 0; from + len <= line.length; from += 1) {
          const at = lower.indexOf(line.slice(from, from + len));
          if (at !== -1) out.push({ start: at, end: at + len, bits: 7, hint: PASSWORD_HINTS.keyboard });
        }
  // Years (1900-2099) and dates such as 12/31/1999 or 31121999.
  for (const m of lower.matchAll(/(?:\d{1,2}[-/._]?){2}(?:19|20)\d{2}|(?:19|20)\d{2}/g))
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      bits: m[0].length > 4 ? 15 : 7,
      hint: PASSWORD_HINTS.dates,
    });
}

function charsetBits(text: string): number {
  let size = 0;
  if (/[a-z]/.test(text)) size += 26;
  if (/[A-Z]/.test(text)) size += 26;
  if (/\d/.test(text)) size += 10;
  if (/[^A-Za-z0-9]/.test(text)) size += 15;
  return Math.log2(Math.max(size, 10));
}

/** The strength of a candidate password (sales §5): score, label and hints. */
export function passwordStrength(password: string): PasswordStrength {
  const hints = new Set<PasswordHint>();
  if (password.length < PASSWORD_MIN) hints.add(PASSWORD_HINTS.minLength);
  if (password.length > PASSWORD_MAX) hints.add(PASSWORD_HINTS.maxLength);
  const lower = password.toLowerCase();
  const unleet = [...lower].map((c) => LEET[c] ?? c).join('');
  const matches: Match[] = [];
  findWords(lower, COMMON, 4, PASSWORD_HINTS.common, matches);
  if (unleet !== lower) {
    const leetMatches: Match[] = [];
    findWords(unleet, COMMON, 6, PASSWORD_HINTS.similarToCommon, leetMatches);
    matches.push(...leetMatches.filter((m) => lower.slice(m.start, m.end) !== unleet.slice(m.start, m.end)));
  }
  findWords(lower, NAMES, 9, PASSWORD_HINTS.names, matches);
  findWords(lower, WORDS, 11, PASSWORD_HINTS.singleWord, matches);
  findRuns(password, matches);

  // Cheapest cover of the password: per position, the fewest bits to guess everything before it.
  const charBits = charsetBits(password);
  const best = new Array<number>(password.length + 1).fill(Infinity);
  const via = new Array<Match | null>(password.length + 1).fill(null);
  best[0] = 0;
  for (let i = 0; i < password.length; i += 1) {
    const here = best[i] ?? Infinity;
    if (here + charBits < (best[i + 1] ?? Infinity)) {
      best[i + 1] = here + charBits;
      via[i + 1] = null;
    }
    for (const m of matches)
      if (m.start === i && here + m.bits < (best[m.end] ?? Infinity)) {
        best[m.end] = here + m.bits;
        via[m.end] = m;
      }
  }
  let bits = best[password.length] ?? 0;
  const used: Match[] = [];
  for (let at = password.length; at > 0;) {
    const m = via[at];
    if (m) {
      used.push(m);
      at = m.start;
    } else at -= 1;
  }
  // Each extra piece multiplies the guesses a little (which piece goes where).
  bits += Math.log2(used.length + 1);
  const covered = used.reduce((n, m) => n + m.end - m.start, 0);
  const guesses = 2 ** bits;
  let score: PasswordScore =
    guesses < 1e3 ? 0 : guesses < 1e6 ? 1 : guesses < 1e8 ? 2 : guesses < 1e10 ? 3 : 4;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    score = Math.min(score, 1) as PasswordScore;
  if (score < 3) {
    for (const m of used) hints.add(m.hint);
    // A word alone (most of the password one dictionary word) is its own hint.
    if (used.length === 1 && covered >= password.length - 2 && used[0]?.hint === PASSWORD_HINTS.singleWord)
      hints.add(PASSWORD_HINTS.singleWord);
  }
  return { score, label: PASSWORD_STRENGTH_LABELS[score], hints: [...hints] };
}
