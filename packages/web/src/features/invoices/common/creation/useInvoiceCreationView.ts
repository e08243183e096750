import { INVOICE_CREATION_POLL_MS } from '@ah/schema';
import { useEffect, useState } from 'react';
import type { InvoiceCreationState } from '../../../../__generated__/graphql';
import { isNotFound } from '../../../../ui/mutationErrors';

/** What a group screen shows about the creation of the group's invoices (invoicing §2.2). */
export type InvoiceCreationView = InvoiceCreationState | 'FAILED' | 'NOT_FOUND';

/** What the screen's query has said of the creation so far. */
export type CreationAnswer = { loaded: false } | { loaded: true; creation: InvoiceCreationState | null };

/**
 * What a group screen's query says of the creation:
 * - the shown group's state. That is the last answer's while another loads or a poll fails, so a
 *   failed poll never hides a creation in progress nor stops the polling.
 * - none when the gateway answered that there is no such group (NOT_FOUND, or null without an error
 *   of the page's);
 * - not loaded otherwise (the first answer pending, or failed: the page says so and offers a retry).
 */
export function creationAnswer(
  shown: { invoiceCreation?: InvoiceCreationState | null } | undefined,
  query: { answered: boolean; error: unknown },
): CreationAnswer {
  if (shown) return { loaded: true, creation: shown.invoiceCreation ?? null };
  if (query.error ? isNotFound(query.error) : query.answered) return { loaded: true, creation: null };
  return { loaded: false };
}

/**
 * The creation as the screen shows it, asking again while it runs. The gateway answers CREATED,
 * IN_PROGRESS or STALLED; a build that fails removes its group, so a group this screen saw being created
 * and then no longer finds has FAILED, while a group it never found is NOT_FOUND. Polling never blocks
 * the page: the user may leave at any time.
 */
export function useInvoiceCreationView(
  invoiceGroupId: string,
  answer: CreationAnswer,
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
