import {
  AFTER_SALE_MESSAGES as M,
  DISPUTE_CLOSE_AFTER_DAYS,
  DISPUTE_STATUSES,
  DISPUTE_WINDOW_MAX_DAYS,
  DISPUTE_WINDOW_MIN_DAYS,
  isFloorChannel,
  type DisputeStatus,
} from '@ah/schema';
import type { SecondChanceOfferState, UnpaidItemEventKind } from './tables.js';

/**
 * The unpaid-items pipeline as pure rules (issue 36 contract, sales §4, §5, §9): from one invoice's
 * facts, the house's settings and `now`, the invoice's stage, its next step and the steps due now.
 * The job (pipelineJob.ts) reads the facts and writes what these rules say; the routes read them
 * for the pipeline screen, the timeline and the dry-run preview, so all three always agree.
 */

export const DAY_MS = 86_400_000;

/** The kinds of step the pipeline takes (the staff's PAUSE/RESUME are events, never steps). */
export type StepKind = Exclude<UnpaidItemEventKind, 'PAUSE' | 'RESUME'>;

export type UnpaidItemStage =
  'WAITING' | 'REMINDED' | 'PAST_DEADLINE' | 'DISPUTED' | 'CLOSED' | 'OFFERED' | 'PAUSED' | 'EXCLUDED';

/** A house's settings as the rules read them (unpaid_item_settings; defaults when never saved). */
export interface PipelineSettings {
  enabled: boolean;
  paymentDays: number;
  reminderDaysBefore: readonly number[];
  autoOpenDispute: boolean;
  openDisputeAfterDays: number;
  autoCloseDispute: boolean;
  strikeExpiryMonths: number;
  secondChance: boolean;
  offerDays: number;
}

export const DEFAULT_PIPELINE_SETTINGS: PipelineSettings = {
  enabled: false,
  paymentDays: 7,
  reminderDaysBefore: [2, 0],
  autoOpenDispute: true,
  openDisputeAfterDays: 1,
  autoCloseDispute: true,
  strikeExpiryMonths: 12,
  secondChance: false,
  offerDays: 3,
};

/** One lot of the invoice, with what the pipeline has done about it. */
export interface LotFacts {
  lotId: number;
  /** The winner's sale result (what a dispute is opened on). */
  saleResultId: number;
  /** The catalog's start: the dispute window counts from it. */
  saleDate: Date;
  /**
   * The lot's current blocking dispute, if any; `automatic` when the pipeline opened it (an
   * OPEN_DISPUTE event names it), since the pipeline closes only what it opened.
   */
  dispute: {
    id: number;
    status: DisputeStatus;
    openedAt: Date;
    statusChangedAt: Date;
    automatic: boolean;
  } | null;
  /** The highest non-cancelled bid by someone other than the winner. */
  underbidder: { bidderId: number; amount: number } | null;
  offer: { id: number; state: SecondChanceOfferState; expiresAt: Date } | null;
  /** The strike the pipeline's close recorded. */
  strike: { id: number; expiresAt: Date | null } | null;
}

export interface InvoiceFacts {
  invoiceId: number;
  sentAt: Date | null;
  isPaid: boolean;
  /** The registration's channel; "Floor" channels get reminders only (sales §4). */
  channel: string;
  /** eBay bidders are reached through the eBay message center, not by our e-mails. */
  ebay: boolean;
  paused: 'INVOICE' | 'BIDDER' | null;
  excluded: boolean;
  /** Whether the house accepted the dispute terms, without which closing waits (sales §4, §6). */
  disputeTermsAccepted: boolean;
  lots: readonly LotFacts[];
  /** The steps already taken or skipped, as `stepId` keys (the events' idempotency keys). */
  done: ReadonlySet<string>;
}

export type StepOutcome = 'DO' | 'SKIP';

/** A step of the pipeline: its idempotency key is (invoice, kind, stepKey). */
export interface PlannedStep {
  kind: StepKind;
  stepKey: string;
  dueAt: Date;
  outcome: StepOutcome;
  reason: string;
  lotId?: number;
  /** For CLOSE_DISPUTE: the dispute; for EXPIRE_OFFER: the offer; for EXPIRE_STRIKE: the strike. */
  targetId?: number;
}

export interface NextStep {
  kind: StepKind;
  dueAt: Date;
  reason: string;
  lotId?: number;
}

export const REASONS = {
  ebayReminder: 'eBay bidders are reached through the eBay message center',
  reminderSuperseded: 'A later reminder came due: only the latest is sent',
  floorBidder: `Floor bidder: ${M.floorDispute}`,
  windowClosed: `The dispute window closed ${DISPUTE_WINDOW_MAX_DAYS} days after the sale: ${M.outsideTimeFrame}`,
  disputeExists: M.disputeExists,
  termsRequired: 'Waiting for the house to accept the dispute terms before closing',
  noUnderbidder: 'No other bidder bid on this lot',
  openDispute: 'Non-payment dispute opened: the invoice is unpaid past its deadline',
  closeDispute: `Dispute open ${DISPUTE_CLOSE_AFTER_DAYS} days and the invoice is still unpaid: closed with credit, no-bid entry and strike`,
  offer: 'Second-chance offer to the underbidder at their highest bid',
  offerExpired: 'The second-chance offer was not accepted in time',
  strikeExpired: 'The unpaid-item strike has expired and no longer counts',
} as const;

export const stepId = (kind: StepKind, stepKey: string): string => `${kind}:${stepKey}`;

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** Adds whole calendar months (UTC), as a strike's expiry is counted. */
export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** The payment deadline: whole 24-hour days from the sending. */
export function deadlineOf(sentAt: Date, settings: PipelineSettings): Date {
  return addDays(sentAt, settings.paymentDays);
}

/** Whether the pipeline acts on the invoice at all (the contract's "in the pipeline"). */
export function isInPipeline(
  facts: Pick<InvoiceFacts, 'sentAt' | 'isPaid' | 'excluded' | 'paused'>,
  settings: PipelineSettings,
): boolean {
  return (
    settings.enabled && facts.sentAt !== null && !facts.isPaid && !facts.excluded && facts.paused === null
  );
}

function reminderReason(daysBefore: number): string {
  if (daysBefore === 0) return 'Payment reminder at the deadline';
  return `Payment reminder ${daysBefore} day${daysBefore === 1 ? '' : 's'} before the deadline`;
}

function reminderSteps(
  facts: InvoiceFacts,
  settings: PipelineSettings,
  deadline: Date,
  now: Date,
): PlannedStep[] {
  // Earliest first: the most days before the deadline comes first.
  const days = [...new Set(settings.reminderDaysBefore)].sort((a, b) => b - a);
  // When the job did not run for a while, only the latest reminder that came due is sent: a buyer
  // never gets two reminders at once (the earlier ones are recorded as skipped).
  const latestDue = days.filter((d) => addDays(deadline, -d).getTime() <= now.getTime()).at(-1);
  return days.map((daysBefore) => {
    const superseded = latestDue !== undefined && daysBefore > latestDue;
    const skip = facts.ebay || superseded;
    return {
      kind: 'REMIND' as const,
      stepKey: `d${daysBefore}`,
      dueAt: addDays(deadline, -daysBefore),
      outcome: skip ? ('SKIP' as const) : ('DO' as const),
      reason: facts.ebay
        ? REASONS.ebayReminder
        : superseded
          ? REASONS.reminderSuperseded
          : reminderReason(daysBefore),
    };
  });
}

/**
 * A lot's dispute steps. The open falls due `openDisputeAfterDays` past the deadline, but never
 * before the window opens (more than 4 days after the sale: at 5 whole days); at or after 50 days the
 * window has closed and the step is skipped. Closing waits the spec's 4 days open.
 */
function lotSteps(facts: InvoiceFacts, settings: PipelineSettings, deadline: Date, lot: LotFacts, now: Date) {
  const steps: PlannedStep[] = [];
  const key = `lot${lot.lotId}`;
  const base = { stepKey: key, lotId: lot.lotId };
  if (isFloorChannel(facts.channel) || !settings.autoOpenDispute) return steps;
  const openDue = later(
    addDays(deadline, settings.openDisputeAfterDays),
    addDays(lot.saleDate, DISPUTE_WINDOW_MIN_DAYS + 1),
  );
  const windowEnd = addDays(lot.saleDate, DISPUTE_WINDOW_MAX_DAYS);
  const ours = lot.dispute?.automatic ? lot.dispute : null;
  if (!facts.done.has(stepId('OPEN_DISPUTE', key))) {
    const refusal =
      lot.dispute && !ours ? REASONS.disputeExists : now >= windowEnd ? REASONS.windowClosed : null;
    steps.push({
      ...base,
      kind: 'OPEN_DISPUTE',
      dueAt: openDue,
      outcome: refusal ? 'SKIP' : 'DO',
      reason: refusal ?? REASONS.openDispute,
    });
    return steps;
  }
  if (!ours) return steps;
  if (settings.autoCloseDispute && DISPUTE_STATUSES[ours.status].open) {
    // The disputes' own rule refuses a close outside the window; say so rather than fail.
    const closeDue = addDays(ours.openedAt, DISPUTE_CLOSE_AFTER_DAYS);
    const refusal = now >= windowEnd ? REASONS.windowClosed : null;
    steps.push({
      ...base,
      kind: 'CLOSE_DISPUTE',
      dueAt: closeDue,
      outcome: refusal ? 'SKIP' : 'DO',
      reason: refusal ?? (facts.disputeTermsAccepted ? REASONS.closeDispute : REASONS.termsRequired),
      targetId: ours.id,
    });
  }
  if (
    settings.secondChance &&
    ours.status === 'x' &&
    !lot.offer &&
    !facts.done.has(stepId('OFFER_SECOND_CHANCE', key))
  )
    steps.push({
      ...base,
      kind: 'OFFER_SECOND_CHANCE',
      dueAt: ours.statusChangedAt,
      outcome: lot.underbidder ? 'DO' : 'SKIP',
      reason: lot.underbidder ? REASONS.offer : REASONS.noUnderbidder,
    });
  return steps;
}

/**
 * Steps that fall due by the clock alone, whatever the invoice's state since (paid, paused):
 * a sent offer's expiry and an automatic strike's expiry.
 */
function expirySteps(lot: LotFacts): PlannedStep[] {
  const steps: PlannedStep[] = [];
  const base = { stepKey: `lot${lot.lotId}`, lotId: lot.lotId, outcome: 'DO' as const };
  if (lot.offer?.state === 'SENT')
    steps.push({
      ...base,
      kind: 'EXPIRE_OFFER',
      dueAt: lot.offer.expiresAt,
      reason: REASONS.offerExpired,
      targetId: lot.offer.id,
    });
  if (lot.strike?.expiresAt)
    steps.push(strikeExpiryStep(lot.lotId, { id: lot.strike.id, expiresAt: lot.strike.expiresAt }));
  return steps;
}

/** An automatic strike's expiry, also for a lot that has left the invoice (a second chance accepted). */
export function strikeExpiryStep(lotId: number, strike: { id: number; expiresAt: Date }): PlannedStep {
  return {
    kind: 'EXPIRE_STRIKE',
    stepKey: `lot${lotId}`,
    lotId,
    outcome: 'DO',
    dueAt: strike.expiresAt,
    reason: REASONS.strikeExpired,
    targetId: strike.id,
  };
}

/**
 * Every step not yet taken, in order of its date (due or not): the reminders and, per lot, the
 * dispute's open, close and the offer while the invoice is in the pipeline; the expiries always.
 */
export function pendingSteps(facts: InvoiceFacts, settings: PipelineSettings, now: Date): PlannedStep[] {
  const steps: PlannedStep[] = facts.lots.flatMap(expirySteps);
  if (isInPipeline(facts, settings) && facts.sentAt) {
    const deadline = deadlineOf(facts.sentAt, settings);
    steps.push(...reminderSteps(facts, settings, deadline, now));
    for (const lot of facts.lots) steps.push(...lotSteps(facts, settings, deadline, lot, now));
  }
  return steps
    .filter((s) => !facts.done.has(stepId(s.kind, s.stepKey)))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The steps the job takes (or records as skipped) now. A close waiting for the terms is not due. */
export function stepsDue(facts: InvoiceFacts, settings: PipelineSettings, now: Date): PlannedStep[] {
  return pendingSteps(facts, settings, now).filter(
    (s) => s.dueAt.getTime() <= now.getTime() && s.reason !== REASONS.termsRequired,
  );
}

/**
 * What happens next: the earliest pending step; for a floor bidder past the reminders, the standing
 * reason why no dispute follows; null when nothing will.
 */
export function nextStepOf(facts: InvoiceFacts, settings: PipelineSettings, now: Date): NextStep | null {
  // What the automation will DO next: a step it will only record as skipped is not news to staff.
  const pending = pendingSteps(facts, settings, now);
  const next = pending.find((step) => step.outcome === 'DO') ?? pending[0];
  if (next)
    return {
      kind: next.kind,
      dueAt: next.dueAt,
      reason: next.reason,
      ...(next.lotId ? { lotId: next.lotId } : {}),
    };
  if (
    isInPipeline(facts, settings) &&
    facts.sentAt &&
    isFloorChannel(facts.channel) &&
    settings.autoOpenDispute
  )
    return {
      kind: 'OPEN_DISPUTE',
      dueAt: addDays(deadlineOf(facts.sentAt, settings), settings.openDisputeAfterDays),
      reason: REASONS.floorBidder,
    };
  return null;
}

/**
 * The invoice's stage on the pipeline screen, or null when it is not listed (automation off, not
 * sent, paid). Excluded and paused invoices are listed under their own stages.
 */
export function stageOf(facts: InvoiceFacts, settings: PipelineSettings, now: Date): UnpaidItemStage | null {
  if (!settings.enabled || facts.sentAt === null || facts.isPaid) return null;
  if (facts.excluded) return 'EXCLUDED';
  if (facts.paused) return 'PAUSED';
  if (facts.lots.some((l) => l.offer)) return 'OFFERED';
  const ours = facts.lots.flatMap((l) => (l.dispute?.automatic ? [l.dispute] : []));
  if (ours.some((d) => d.status === 'x')) return 'CLOSED';
  if (ours.some((d) => DISPUTE_STATUSES[d.status].open)) return 'DISPUTED';
  if (now.getTime() >= deadlineOf(facts.sentAt, settings).getTime()) return 'PAST_DEADLINE';
  if ([...facts.done].some((key) => key.startsWith('REMIND:'))) return 'REMINDED';
  return 'WAITING';
}
