import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { recordAudit, type Actor } from '../invoicePayments/audit.js';
import type { InvoiceAuditAction } from '../invoicePayments/tables.js';
import type { StepKind } from './pipelineRules.js';

/**
 * The unpaid-items automation in the invoice's audit trail (invoicePayments' invoice_audit; issue 36
 * "every automatic step is written to the invoice's audit trail with its reason"): each step the job
 * takes and each staff pause and resume, written in the transaction of its event
 * (unpaid_item_events), so an entry is there exactly when its event is. Skipped steps stay on the
 * unpaid-item timeline only: nothing happened to the invoice.
 */

/** The job, as the audit trail names it (beside invoicePayments' 'Auto-charge'). */
export const UNPAID_ITEMS_ACTOR: Actor = { userId: null, name: 'Unpaid-item automation', userName: null };

const STEP_ACTIONS: Record<StepKind, InvoiceAuditAction> = {
  REMIND: 'PAYMENT_REMINDER_SENT',
  OPEN_DISPUTE: 'DISPUTE_OPENED',
  CLOSE_DISPUTE: 'DISPUTE_CLOSED',
  OFFER_SECOND_CHANCE: 'SECOND_CHANCE_OFFERED',
  EXPIRE_OFFER: 'SECOND_CHANCE_OFFER_EXPIRED',
  EXPIRE_STRIKE: 'STRIKE_EXPIRED',
};

/**
 * What a taken step names besides its reason: its lot (its number, as the invoice's lines show it, or
 * its ref) and the dispute it opened or closed.
 */
export interface StepAuditDetails {
  lot?: string | null;
  disputeRef?: string | null;
}

/** A summary that carries the step's reason, e.g. "Lot 12: Non-payment dispute opened: … (dispute D…)". */
export function stepSummary(reason: string, details: StepAuditDetails = {}): string {
  const lot = details.lot ? `Lot ${details.lot}: ` : '';
  const dispute = details.disputeRef ? ` (dispute ${details.disputeRef})` : '';
  return `${lot}${reason}${dispute}`;
}

/** One taken step of the job in its invoice's trail. */
export async function auditStep(
  db: Kysely<DB>,
  entry: { houseId: number; invoiceId: number; kind: StepKind; reason: string; at: Date } & StepAuditDetails,
): Promise<void> {
  await recordAudit(db, UNPAID_ITEMS_ACTOR, [
    {
      houseId: entry.houseId,
      invoiceId: entry.invoiceId,
      action: STEP_ACTIONS[entry.kind],
      summary: stepSummary(entry.reason, entry),
      changes: [],
      at: entry.at,
    },
  ]);
}

/** A staff pause or resume in the trail of each invoice it touches. */
export async function auditPause(
  db: Kysely<DB>,
  actor: Actor,
  entry: { houseId: number; invoiceIds: readonly number[]; paused: boolean; reason: string; at: Date },
): Promise<void> {
  await recordAudit(
    db,
    actor,
    entry.invoiceIds.map((invoiceId) => ({
      houseId: entry.houseId,
      invoiceId,
      action: entry.paused ? 'AUTOMATION_PAUSED' : 'AUTOMATION_RESUMED',
      summary: entry.reason,
      changes: [],
      at: entry.at,
    })),
  );
}
