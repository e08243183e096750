import { INVOICE_CREATION_POLL_MS } from '@ah/schema';
import { useEffect, useState } from 'react';
import type { InvoiceCreationState } from '../../../../__generated__/graphql';

/** What a group screen shows about the creation of the group's invoices (invoicing §2.2). */
export type InvoiceCreationView = InvoiceCreationState | 'FAILED' | 'NOT_FOUND';

/**
 * The creation as the screen shows it, asking again while it runs. The gateway answers CREATED,
 * IN_PROGRESS or STALLED; a build that fails removes its group, so a group this screen saw being created
 * and then no longer finds has FAILED, while a group it never found is NOT_FOUND. Polling never blocks
 * the page: the user may leave at any time.
 */
export function useInvoiceCreationView(
  invoiceGroupId: string,
  answer: { loaded: false } | { loaded: true; creation: InvoiceCreationState | null },
  polling: { startPolling: (ms: number) => void; stopPolling: () => void },
): InvoiceCreationView | null {
  const creation = answer.loaded ? answer.creation : undefined;
  // Remembered across answers: the group this screen saw while its invoices did not exist yet.
  const [sawUncreated, setSawUncreated] = useState<string | null>(null);
  if (creation && creation !== 'CREATED' && sawUncreated !== invoiceGroupId) setSawUncreated(invoiceGroupId);

  const { startPolling, stopPolling } = polling;
  const inProgress = creation === 'IN_PROGRESS';
  useEffect(() => {
    if (!inProgress) return;
    startPolling(INVOICE_CREATION_POLL_MS);
    return () => stopPolling();
  }, [inProgress, startPolling, stopPolling]);

  if (creation === undefined) return null;
  if (creation === null) return sawUncreated === invoiceGroupId ? 'FAILED' : 'NOT_FOUND';
  return creation;
}
