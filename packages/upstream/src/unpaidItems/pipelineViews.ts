import { centsToDecimal } from '../invoices/money.js';
import { deadlineOf, type NextStep, type PipelineSettings, type UnpaidItemStage } from './pipelineRules.js';
import type { PipelineInvoice } from './pipelineFacts.js';

/** The stages in the screen's order; the last two are outside the pipeline. */
export const STAGES: readonly UnpaidItemStage[] = [
  'WAITING',
  'REMINDED',
  'PAST_DEADLINE',
  'DISPUTED',
  'CLOSED',
  'OFFERED',
  'PAUSED',
  'EXCLUDED',
];

export const isStage = (value: unknown): value is UnpaidItemStage =>
  typeof value === 'string' && (STAGES as readonly string[]).includes(value);

/** Listed when no stage is asked for: the invoices the pipeline acts on. */
export const ACTIVE_STAGES: ReadonlySet<UnpaidItemStage> = new Set(STAGES.filter((s) => s !== 'PAUSED' && s !== 'EXCLUDED'));

export interface StagedInvoice {
  invoice: PipelineInvoice;
  stage: UnpaidItemStage;
  nextStep: NextStep | null;
}

export const nextStepJson = (step: NextStep | null) =>
  step && {
    kind: step.kind,
    dueAt: step.dueAt.toISOString(),
    reason: step.reason,
    ...(step.lotId !== undefined ? { lotId: step.lotId } : {}),
  };

/** Every stage's count and amount due, zeros included, for the whole house. */
export function stageCounts(staged: readonly StagedInvoice[]) {
  return STAGES.map((stage) => {
    const rows = staged.filter((s) => s.stage === stage);
    return {
      stage,
      count: rows.length,
      amountDue: centsToDecimal(rows.reduce((sum, s) => sum + s.invoice.amountDue, 0)),
    };
  });
}

/** One row of the pipeline screen (a sent invoice: stageOf gives no stage to the others). */
export function pipelineRowJson({ invoice, stage, nextStep }: StagedInvoice, settings: PipelineSettings) {
  const sentAt = invoice.facts.sentAt ?? new Date(0);
  return {
    invoiceId: invoice.facts.invoiceId,
    invoiceGroupId: invoice.invoiceGroupId,
    bidderId: invoice.bidderId,
    bidderName: invoice.bidderName,
    bidderRef: invoice.bidderRef,
    channel: invoice.facts.channel,
    ebay: invoice.facts.ebay,
    amountDue: centsToDecimal(invoice.amountDue),
    sentAt: sentAt.toISOString(),
    deadline: deadlineOf(sentAt, settings).toISOString(),
    stage,
    nextStep: nextStepJson(nextStep),
    disputeRefs: invoice.disputeRefs,
    offerIds: invoice.offerIds,
  };
}
