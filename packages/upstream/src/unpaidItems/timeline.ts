import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { readPipelineSettings } from './houseSettings.js';
import { loadPipelineInvoices } from './pipelineFacts.js';
import { nextStepOf, stageOf, type InvoiceFacts, type PipelineSettings } from './pipelineRules.js';
import { nextStepJson } from './pipelineViews.js';

/** An invoice's place in the pipeline and what happens next: its timeline without the audit trail. */
export function timelineHeadJson(facts: InvoiceFacts, settings: PipelineSettings, now: Date) {
  return {
    invoiceId: facts.invoiceId,
    paused: facts.paused !== null,
    pausedBy: facts.paused,
    excluded: facts.excluded,
    stage: stageOf(facts, settings, now),
    nextStep: nextStepJson(nextStepOf(facts, settings, now)),
  };
}

/**
 * The timeline heads of many invoices of the house (GET /timelines), in invoice id order: the
 * pipeline's facts of all of them in a fixed number of queries, whatever their number. An id that
 * is not the house's has no head.
 */
export async function timelineHeads(
  db: Kysely<DB>,
  houseId: number,
  invoiceIds: readonly number[],
  now: Date,
) {
  const [settings, invoices] = await Promise.all([
    readPipelineSettings(db, houseId),
    loadPipelineInvoices(db, houseId, { invoiceIds }),
  ]);
  return invoices.map((invoice) => timelineHeadJson(invoice.facts, settings, now));
}

/** An invoice's audit trail: every step taken or skipped and every pause, oldest first. */
export async function timelineEvents(db: Kysely<DB>, invoiceId: number) {
  const rows = await db
    .selectFrom('unpaid_item_events as e')
    .leftJoin('disputes as d', 'd.id', 'e.dispute_id')
    .select(['e.kind', 'e.outcome', 'e.reason', 'e.at', 'e.lot_id', 'e.offer_id', 'd.ref as dispute_ref'])
    .where('e.invoice_id', '=', invoiceId)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
  return rows.map((e) => ({
    kind: e.kind,
    outcome: e.outcome,
    reason: e.reason,
    at: e.at.toISOString(),
    ...(e.lot_id !== null ? { lotId: e.lot_id } : {}),
    ...(e.dispute_ref !== null ? { disputeRef: e.dispute_ref } : {}),
    ...(e.offer_id !== null ? { offerId: e.offer_id } : {}),
  }));
}
