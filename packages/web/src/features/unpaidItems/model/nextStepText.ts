/**
 * The kinds of step the unpaid-items automation takes and the "What happens next" sentence (issue
 * 36). A module of its own, small: the invoice editor and group details load it with their pages.
 */
export type UnpaidStepKind =
  | 'REMIND'
  | 'OPEN_DISPUTE'
  | 'CLOSE_DISPUTE'
  | 'OFFER_SECOND_CHANCE'
  | 'EXPIRE_OFFER'
  | 'EXPIRE_STRIKE'
  | 'PAUSE'
  | 'RESUME';

const STEP_LABELS: Readonly<Record<UnpaidStepKind, string>> = {
  REMIND: 'Payment reminder e-mail',
  OPEN_DISPUTE: 'Open a non-payment dispute',
  CLOSE_DISPUTE: 'Close the dispute (credit, no-bid list, strike)',
  OFFER_SECOND_CHANCE: 'Second-chance offer to the underbidder',
  EXPIRE_OFFER: 'Second-chance offer expires',
  EXPIRE_STRIKE: 'Strike expires',
  PAUSE: 'Automation paused',
  RESUME: 'Automation resumed',
};

/** A step kind as staff read it; an unknown kind (a newer server) is shown as sent. */
export function stepLabel(kind: string): string {
  return (STEP_LABELS as Readonly<Record<string, string>>)[kind] ?? kind;
}

/** A DateTime as staff read it ("Dec 9, 2026, 10:05 AM"), in the browser's zone. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The next step as the automation planned it; no step means it has nothing left to do. */
export interface NextStepView {
  kind: string;
  dueAt?: string | null;
  reason?: string | null;
}

export const NOTHING_NEXT = 'Nothing: the automation has no further step for this invoice.';

/**
 * The "What happens next" sentence: the step and its date, then why (e.g. the floor-bidder rule);
 * a paused or excluded invoice says so instead of a step it will not take. A step already due (the
 * automation runs every so often, and not while the service was down) is taken at its next run.
 */
export function nextStepText(
  next: NextStepView | null | undefined,
  state: { paused?: boolean; pausedBy?: string | null; excluded?: boolean } = {},
  now: Date = new Date(),
): string {
  if (state.excluded) return 'Nothing: this buyer is on the exclusion list.';
  if (state.paused)
    return state.pausedBy === 'BIDDER'
      ? 'Nothing until resumed: the automation is paused for this buyer.'
      : 'Nothing until resumed: the automation is paused for this invoice.';
  if (!next) return NOTHING_NEXT;
  const due = next.dueAt ? Date.parse(next.dueAt) : Number.NaN;
  const when = Number.isNaN(due)
    ? ''
    : due <= now.getTime()
      ? ` at the automation's next run (due since ${formatWhen(next.dueAt)})`
      : ` on ${formatWhen(next.dueAt)}`;
  const why = next.reason ? ` (${next.reason})` : '';
  return `${stepLabel(next.kind)}${when}${why}`;
}
