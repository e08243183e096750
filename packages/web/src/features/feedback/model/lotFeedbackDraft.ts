import type { LotFeedbackMode, LotFeedbackType } from '@ah/schema';

/**
 * The feedback modal's form (sales §4 Feedback modal): mode "default" (one of the house's three
 * stored messages, positive only) or "custom" (type p or n plus text). A single lot with feedback
 * starts from it; a bulk selection starts from the first default message.
 */
export interface LotFeedbackDraft {
  mode: LotFeedbackMode;
  type: LotFeedbackType;
  message: string;
  defaultSlot: number;
}

export interface ExistingFeedback {
  type: 'POSITIVE' | 'NEGATIVE';
  message: string;
  defaultSlot?: number | null;
}

export function initialDraft(existing: ExistingFeedback | null | undefined): LotFeedbackDraft {
  if (!existing) return { mode: 'default', type: 'p', message: '', defaultSlot: 1 };
  if (existing.defaultSlot != null)
    return { mode: 'default', type: 'p', message: '', defaultSlot: existing.defaultSlot };
  return {
    mode: 'custom',
    type: existing.type === 'NEGATIVE' ? 'n' : 'p',
    message: existing.message,
    defaultSlot: 1,
  };
}

/** The mutation's variables for the draft. */
export function feedbackVariables(lotRefs: readonly string[], draft: LotFeedbackDraft) {
  return draft.mode === 'default'
    ? { lotRefs: [...lotRefs], mode: 'DEFAULT' as const, defaultSlot: draft.defaultSlot }
    : {
        lotRefs: [...lotRefs],
        mode: 'CUSTOM' as const,
        type: draft.type === 'n' ? ('NEGATIVE' as const) : ('POSITIVE' as const),
        message: draft.message.trim(),
      };
}
