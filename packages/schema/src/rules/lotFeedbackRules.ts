import { AFTER_SALE_MESSAGES } from './afterSaleRules.js';
import { DEFAULT_FEEDBACK_MESSAGE_MAX, DEFAULT_FEEDBACK_SLOTS } from './feedbackRules.js';
import type { RuleViolation } from './types.js';

/**
 * Feedback on won lots (sales §4 Disputes and feedback "Feedback modal", §5 Messages and feedback):
 * mode "default" uses one of the house's three stored messages and is positive only; mode "custom"
 * is type p or n plus a required text ("Message is required!"). One source for the modal, the
 * gateway and the service.
 */
export type LotFeedbackMode = 'default' | 'custom';
export type LotFeedbackType = 'p' | 'n';

/** Lots in one bulk feedback (the results page's selection). */
export const LOT_FEEDBACK_MAX_LOTS = 500;

export const LOT_FEEDBACK_MESSAGES = {
  messageRequired: AFTER_SALE_MESSAGES.customFeedbackRequired,
  tooLong: `Feedback can be at most ${DEFAULT_FEEDBACK_MESSAGE_MAX} characters`,
  typeRequired: 'Choose positive or negative feedback',
  slotRequired: 'Choose one of the default feedback messages',
  lotsRequired: 'Select at least one lot',
  tooManyLots: `Select at most ${LOT_FEEDBACK_MAX_LOTS} lots`,
  floor: AFTER_SALE_MESSAGES.floorFeedback,
  saved: 'Feedback saved',
  removed: 'Feedback removed',
} as const;

export interface LotFeedbackDraft {
  lotRefs: readonly string[];
  mode: LotFeedbackMode;
  type?: LotFeedbackType | null;
  message?: string | null;
  defaultSlot?: number | null;
}

export function lotFeedbackViolations(draft: LotFeedbackDraft): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const M = LOT_FEEDBACK_MESSAGES;
  if (draft.lotRefs.length === 0) violations.push({ field: 'lotRefs', message: M.lotsRequired });
  else if (draft.lotRefs.length > LOT_FEEDBACK_MAX_LOTS)
    violations.push({ field: 'lotRefs', message: M.tooManyLots });
  if (draft.mode === 'default') {
    if (
      draft.defaultSlot == null ||
      !(DEFAULT_FEEDBACK_SLOTS as readonly number[]).includes(draft.defaultSlot)
    )
      violations.push({ field: 'defaultSlot', message: M.slotRequired });
    return violations;
  }
  if (draft.type !== 'p' && draft.type !== 'n') violations.push({ field: 'type', message: M.typeRequired });
  const text = (draft.message ?? '').trim();
  if (text === '') violations.push({ field: 'message', message: M.messageRequired });
  else if (text.length > DEFAULT_FEEDBACK_MESSAGE_MAX)
    violations.push({ field: 'message', message: M.tooLong });
  return violations;
}
