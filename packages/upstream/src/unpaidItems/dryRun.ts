import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { visitDueSteps, type DueStep } from './dueSteps.js';
import { readPipelineSettings } from './houseSettings.js';

/** One row of the dry run (GET /unpaidItems/preview). */
export interface DryRunStep {
  invoiceId: number;
  bidderName: string;
  kind: DueStep['step']['kind'];
  outcome: DueStep['step']['outcome'];
  reason: string;
  lotId?: number;
}

/**
 * The dry run: every step the job would take or skip if it ran at `now`, in its order, writing
 * nothing. The job runs only for houses with the automation on, so a house with it off has none.
 */
export async function dryRunSteps(db: Kysely<DB>, houseId: number, now: Date): Promise<DryRunStep[]> {
  const settings = await readPipelineSettings(db, houseId);
  if (!settings.enabled) return [];
  const due: DueStep[] = [];
  await visitDueSteps(db, houseId, settings, now, async (step) => {
    due.push(step);
  });
  const names = await bidderNames(
    db,
    due.flatMap((d) => (d.invoice ? [] : [d.subject.invoiceId])),
  );
  return due.map(({ subject, step, invoice }) => ({
    invoiceId: subject.invoiceId,
    bidderName: invoice?.bidderName ?? names.get(subject.invoiceId) ?? '',
    kind: step.kind,
    outcome: step.outcome,
    reason: step.reason,
    ...(step.lotId !== undefined ? { lotId: step.lotId } : {}),
  }));
}

/** The buyers' names of invoices the pipeline did not read (a strike's, read apart). */
async function bidderNames(db: Kysely<DB>, invoiceIds: readonly number[]): Promise<Map<number, string>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('bidders', 'bidders.id', 'invoices.bidder_id')
    .select(['invoices.id', 'bidders.first_name', 'bidders.last_name'])
    .where('invoices.id', 'in', [...new Set(invoiceIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
}
