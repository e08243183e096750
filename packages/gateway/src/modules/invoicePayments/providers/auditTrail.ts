import DataLoader from 'dataloader';
import type { GatewayContext } from '../../../context.js';
import type { InvoiceAuditEntry } from '../../../__generated__/resolvers-types.js';
import type { InvoiceAuditEntryAnswer } from '../../../rest/house/invoicePaymentsModels.js';
import { paymentsCall } from './common.js';

/** Invoices per audit-trail call (the contract's limit). */
const MAX_BATCH = 500;

const loaders = new WeakMap<object, DataLoader<number, InvoiceAuditEntry[]>>();

function entryOf(e: InvoiceAuditEntryAnswer): InvoiceAuditEntry {
  return {
    id: String(e.id),
    at: e.at,
    action: e.action,
    actor: e.actor,
    actorUserName: e.actorUserName,
    summary: e.summary,
    changes: e.changes.map((c) => ({ field: c.field, before: c.before, after: c.after })),
  };
}

/**
 * `Invoice.auditTrail`: one POST invoiceAuditTrail for every invoice of the request (up to 500 a call),
 * however many invoices ask; a per-request DataLoader kept beside the request's other loaders.
 */
export function auditTrailOf(context: GatewayContext, invoiceId: number): Promise<InvoiceAuditEntry[]> {
  let loader = loaders.get(context.loaders);
  if (!loader) {
    loader = new DataLoader<number, InvoiceAuditEntry[]>(
      async (ids) => {
        const { scope, api } = await paymentsCall(context);
        const entries = await api.auditTrail(scope.houseRef, ids);
        const byInvoice = new Map<number, InvoiceAuditEntry[]>();
        for (const e of entries)
          byInvoice.set(e.invoiceID, [...(byInvoice.get(e.invoiceID) ?? []), entryOf(e)]);
        return ids.map((id) => byInvoice.get(id) ?? []);
      },
      { maxBatchSize: MAX_BATCH },
    );
    loaders.set(context.loaders, loader);
  }
  return loader.load(invoiceId);
}
