import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadInvoices, type LoadedInvoice } from '../invoices/invoiceFactsQuery.js';
import { isoToUs } from '../invoiceGroups/groupDetailView.js';
import { changesBetween, recordAudit, snapshotOf, type Actor } from './audit.js';

/** What a mark paid / not paid changed (the editing routes' PaidChange, as far as the trail needs it). */
export interface PaidMark {
  invoice: LoadedInvoice;
  lineId: number | null;
  paid: boolean;
  paidDate: string | null;
}

/**
 * Records the audit entries of mark paid / not paid (invoicing §4), after the write and in its
 * transaction: one entry per invoice, with its status and balances before and after.
 */
export async function auditPaidMarks(
  db: Kysely<DB>,
  houseId: number,
  actor: Actor,
  marks: readonly PaidMark[],
): Promise<void> {
  if (marks.length === 0) return;
  const byInvoice = new Map<number, PaidMark[]>();
  for (const mark of marks) byInvoice.set(mark.invoice.id, [...(byInvoice.get(mark.invoice.id) ?? []), mark]);
  const after = new Map(
    (await loadInvoices(db, { houseId, invoiceIds: [...byInvoice.keys()] })).map((i) => [i.id, i]),
  );
  await recordAudit(
    db,
    actor,
    [...byInvoice.values()].map((list) => {
      const [first] = list as [PaidMark, ...PaidMark[]];
      const { invoice, paid } = first;
      const lines = list.filter((m) => m.lineId !== null).length;
      const what = lines > 0 ? `${lines} line${lines === 1 ? '' : 's'}` : 'Invoice';
      const date = paid && first.paidDate ? ` (${isoToUs(first.paidDate)})` : '';
      return {
        houseId,
        invoiceId: invoice.id,
        action: paid ? ('MARKED_PAID' as const) : ('MARKED_NOT_PAID' as const),
        summary: `${what} marked ${paid ? 'paid' : 'not paid'}${date}`,
        changes: changesBetween(snapshotOf(invoice), snapshotOf(after.get(invoice.id) ?? invoice)),
      };
    }),
  );
}
