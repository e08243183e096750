import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadPipelineInvoices, type PipelineInvoice } from './pipelineFacts.js';
import { stepId, stepsDue, type PipelineSettings, type PlannedStep } from './pipelineRules.js';
import type { StepSubject } from './pipelineSteps.js';
import { dueStrikeExpiries } from './strikes.js';

/** Invoices read per query: a house's facts are read a page at a time. */
const PAGE_SIZE = 100;

/** A step due now and what it is for. */
export interface DueStep {
  subject: StepSubject;
  step: PlannedStep;
  /** The invoice as the pipeline read it; absent for a strike's expiry, read apart (strikes.ts). */
  invoice?: PipelineInvoice;
}

/**
 * Every step due in one house at `now`, in the order the job takes them: its candidate invoices page
 * by page, then the automatic strikes whose date has come wherever their invoice is now (paid, or
 * its lot moved on by a second chance). The job (pipelineJob.ts) takes them and the dry run
 * (dryRun.ts) lists them, so the two cannot drift apart. `visit` runs on each step before the next
 * page is read.
 */
export async function visitDueSteps(
  db: Kysely<DB>,
  houseId: number,
  settings: PipelineSettings,
  now: Date,
  visit: (due: DueStep) => Promise<void>,
): Promise<void> {
  const seen = new Set<string>();
  const key = (invoiceId: number, step: PlannedStep) => `${invoiceId}:${stepId(step.kind, step.stepKey)}`;
  for (let after = 0; ;) {
    const ids = await candidatePage(db, houseId, after);
    if (ids.length === 0) break;
    after = ids[ids.length - 1] ?? after;
    for (const invoice of await loadPipelineInvoices(db, houseId, { invoiceIds: ids }))
      for (const step of stepsDue(invoice.facts, settings, now)) {
        seen.add(key(invoice.facts.invoiceId, step));
        await visit({ subject: invoice.facts, step, invoice });
      }
  }
  // A strike whose lot is still on an unpaid invoice came with that invoice's facts above.
  for (const { invoiceId, step } of await dueStrikeExpiries(db, houseId, now))
    if (!seen.has(key(invoiceId, step))) await visit({ subject: { invoiceId, lots: [] }, step });
}

/**
 * The house's invoices the pipeline may have a step for, after invoice `after`: sent and unpaid,
 * or (paid since) with an offer still to expire. Strikes expire in their own pass (strikes.ts).
 */
async function candidatePage(db: Kysely<DB>, houseId: number, after: number): Promise<number[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .select('i.id')
    .where('i.house_id', '=', houseId)
    .where('i.sent_at', 'is not', null)
    .where('i.id', '>', after)
    .where((eb) =>
      eb.or([
        eb('i.is_paid', '=', false),
        eb.exists(
          eb
            .selectFrom('second_chance_offers as o')
            .select('o.id')
            .whereRef('o.invoice_id', '=', 'i.id')
            .where('o.state', '=', 'SENT'),
        ),
      ]),
    )
    .orderBy('i.id')
    .limit(PAGE_SIZE)
    .execute();
  return rows.map((r) => r.id);
}
