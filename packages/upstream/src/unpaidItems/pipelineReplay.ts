import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { outboxMailer } from '../mail/mailer.js';
import { readPipelineSettings } from './houseSettings.js';
import { loadPipelineInvoices } from './pipelineFacts.js';
import { stepId, stepsDue, type PlannedStep } from './pipelineRules.js';
import { applyStep } from './pipelineSteps.js';

/**
 * The job's past on some invoices, for the demo seed: their steps taken as if the job had run at
 * each time one came due, up to `until`, through the job's own step (pipelineSteps.applyStep) on a
 * clock set to that time, so the e-mails (to the outbox), disputes, strikes, offers, timeline and
 * audit trail are the job's and dated when the step came due.
 */
export async function replayPipeline(
  db: Kysely<DB>,
  houseId: number,
  invoiceIds: readonly number[],
  until: Date,
): Promise<void> {
  if (invoiceIds.length === 0) return;
  const settings = await readPipelineSettings(db, houseId);
  // Each step is tried once: one the job would not take (a pause, a refusal) is not tried again.
  const tried = new Set<string>();
  const keyOf = (invoiceId: number, step: PlannedStep) => `${invoiceId}:${stepId(step.kind, step.stepKey)}`;
  for (;;) {
    const invoices = await loadPipelineInvoices(db, houseId, { invoiceIds });
    const due = invoices.flatMap((invoice) =>
      stepsDue(invoice.facts, settings, until)
        .filter((step) => !tried.has(keyOf(invoice.facts.invoiceId, step)))
        .map((step) => step.dueAt.getTime()),
    );
    if (due.length === 0) return;
    const now = new Date(Math.min(...due));
    const ctx = { db, mailer: outboxMailer, houseId, settings, now };
    const before = tried.size;
    for (const invoice of invoices)
      for (const step of stepsDue(invoice.facts, settings, now)) {
        const key = keyOf(invoice.facts.invoiceId, step);
        if (tried.has(key)) continue;
        tried.add(key);
        await applyStep(ctx, invoice.facts, step);
      }
    if (tried.size === before) return;
  }
}
