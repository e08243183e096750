import type { RuleViolation } from './types.js';

/** A house keeps three reusable positive feedback messages (sales §9 "Default feedback"). */
export const DEFAULT_FEEDBACK_COUNT = 3;
/**
 * The slots of the three messages, 1 to 3, within the house: the service's feedbackID (sales §7). A
 * slot names no record of its own, so no slot can name another house's message.
 */
export const DEFAULT_FEEDBACK_SLOTS = [1, 2, 3] as const;
/**
 * The longest default feedback message. The spec gives no limit; ours keeps a message to what a
 * bidder's feedback line shows (a tweet-sized paragraph) and what the service column accepts.
 */
export const DEFAULT_FEEDBACK_MESSAGE_MAX = 255;
/** How long the "saved" toast of the Default Feedback Messages page stays (sales §9: 3 s). */
export const FEEDBACK_SAVED_TOAST_MS = 3_000;

/** Texts of the Default Feedback Messages page; "Message is required!" is sales §5's feedback text. */
export const FEEDBACK_MESSAGES = {
  required: 'Message is required!',
  tooLong: `Messages can be at most ${DEFAULT_FEEDBACK_MESSAGE_MAX} characters`,
  unknownSlot: 'Unknown default feedback message',
  duplicateSlot: 'Each default feedback message can be saved once',
  count: `Save between 1 and ${DEFAULT_FEEDBACK_COUNT} default feedback messages`,
  saved: 'Default feedback messages saved',
} as const;

export interface DefaultFeedbackDraft {
  slot: number;
  message: string;
}

/**
 * The rules of a save of default feedback messages (sales §5, §9): a known, unrepeated slot
 * and a message that is not blank and not longer than the limit. The field of a message's problem is
 * `messages.<index>.message`, so a form can put it under its textarea.
 */
export function defaultFeedbackViolations(drafts: readonly DefaultFeedbackDraft[]): RuleViolation[] {
  if (drafts.length < 1 || drafts.length > DEFAULT_FEEDBACK_COUNT)
    return [{ field: 'messages', message: FEEDBACK_MESSAGES.count }];
  const violations: RuleViolation[] = [];
  const seen = new Set<number>();
  drafts.forEach((draft, index) => {
    const field = `messages.${index}`;
    if (!(DEFAULT_FEEDBACK_SLOTS as readonly number[]).includes(draft.slot))
      violations.push({ field: `${field}.slot`, message: FEEDBACK_MESSAGES.unknownSlot });
    else if (seen.has(draft.slot))
      violations.push({ field: `${field}.slot`, message: FEEDBACK_MESSAGES.duplicateSlot });
    seen.add(draft.slot);
    const problem = defaultFeedbackMessageProblem(draft.message);
    if (problem) violations.push({ field: `${field}.message`, message: problem });
  });
  return violations;
}

/** One message's problem (required, then length), or null when it passes. */
export function defaultFeedbackMessageProblem(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '') return FEEDBACK_MESSAGES.required;
  if (trimmed.length > DEFAULT_FEEDBACK_MESSAGE_MAX) return FEEDBACK_MESSAGES.tooLong;
  return null;
}
