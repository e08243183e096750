/**
 * The unpaid-items automation's words on screen (issue 36): its stages and the outcomes of its steps
 * (the steps themselves and the "What happens next" line are in `nextStepText.ts`). Pure, so the
 * pipeline, the preview and the invoice timeline say the same thing.
 */

/** The stages of an unpaid invoice, in the order the pipeline moves through them. */
export const PIPELINE_STAGES = [
  'WAITING',
  'REMINDED',
  'PAST_DEADLINE',
  'DISPUTED',
  'CLOSED',
  'OFFERED',
] as const;

/** Listed only when filtered for: invoices the automation leaves alone. */
export const ASIDE_STAGES = ['PAUSED', 'EXCLUDED'] as const;

export type UnpaidStage = (typeof PIPELINE_STAGES)[number] | (typeof ASIDE_STAGES)[number];

export const STAGE_LABELS: Readonly<Record<UnpaidStage, string>> = {
  WAITING: 'Waiting',
  REMINDED: 'Reminded',
  PAST_DEADLINE: 'Past deadline',
  DISPUTED: 'Disputed',
  CLOSED: 'Closed',
  OFFERED: 'Offered',
  PAUSED: 'Paused',
  EXCLUDED: 'Excluded',
};

/** A stage's badge colour: the further along, the warmer. */
export const STAGE_COLORS: Readonly<Record<UnpaidStage, string>> = {
  WAITING: 'gray',
  REMINDED: 'blue',
  PAST_DEADLINE: 'orange',
  DISPUTED: 'red',
  CLOSED: 'dark',
  OFFERED: 'grape',
  PAUSED: 'yellow',
  EXCLUDED: 'gray',
};

export function stageLabel(stage: string): string {
  return (STAGE_LABELS as Readonly<Record<string, string>>)[stage] ?? stage;
}

export function stageColor(stage: string): string {
  return (STAGE_COLORS as Readonly<Record<string, string>>)[stage] ?? 'gray';
}

export const OUTCOME_LABELS: Readonly<Record<string, string>> = {
  DONE: 'Done',
  SKIPPED: 'Skipped',
  DO: 'Will do',
  SKIP: 'Will skip',
};

export function outcomeLabel(outcome: string): string {
  return OUTCOME_LABELS[outcome] ?? outcome;
}
