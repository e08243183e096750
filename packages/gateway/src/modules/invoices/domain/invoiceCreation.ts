import { INVOICE_CREATION_STALLED_AFTER_MS } from '@ah/schema';

export type InvoiceCreationState = 'CREATED' | 'IN_PROGRESS' | 'STALLED';

export interface InvoiceCreationFacts {
  invoiceCreated: boolean;
  /** A build of the invoices is queued or running. */
  buildQueued: boolean;
  /** ISO instant the group was created, or its build last retried. */
  createdAt: string;
}

/**
 * Where the creation of a group's invoices stands (invoicing §2.2 'Creating Invoices'). In progress
 * while a build is queued and not overdue; stalled when no build is queued (none will come) or it has
 * run past INVOICE_CREATION_STALLED_AFTER_MS, so the screens stop waiting and offer retry or delete.
 * A build that fails removes its group: the group is then not found, which the screens report as failed.
 */
export function invoiceCreationState(group: InvoiceCreationFacts, now: Date): InvoiceCreationState {
  if (group.invoiceCreated) return 'CREATED';
  if (!group.buildQueued) return 'STALLED';
  const started = Date.parse(group.createdAt);
  if (Number.isNaN(started) || now.getTime() - started > INVOICE_CREATION_STALLED_AFTER_MS) return 'STALLED';
  return 'IN_PROGRESS';
}
