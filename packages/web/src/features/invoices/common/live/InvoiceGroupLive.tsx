import { useSubscription } from '@apollo/client/react';
import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { InvoiceGroupChangedDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { updatedByText, type LiveChange } from './liveChange';

const changes = toDocument(InvoiceGroupChangedDocument);

/** How long "Updated by …" stays on screen after a change. */
const FLAG_MS = 6_000;

/** Each open group's latest live change, for the forms that must say who changed their field. */
const latestByGroup = new Map<string, LiveChange>();
const listeners = new Set<() => void>();
function recordChange(invoiceGroupId: string, change: LiveChange): void {
  latestByGroup.set(invoiceGroupId, change);
  for (const listener of listeners) listener();
}
const subscribeToChanges = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The group's latest live change (null before any). */
export function useLatestLiveChange(invoiceGroupId: string): LiveChange | null {
  return useSyncExternalStore(subscribeToChanges, () => latestByGroup.get(invoiceGroupId) ?? null);
}

/**
 * Live updates of an invoice group's screens (create/edit invoices, group details, preview): one
 * subscription per open group over the gateway's WebSocket. Each change makes the screen reload what
 * it shows (`reload`, the screen's own query) and, when someone else made it, flags it briefly
 * ("Updated by …"; render `<LiveUpdateFlag>` with the answer). Forms keep their own state, so a reload
 * never overwrites what the user is typing; they compare with the reloaded value (useEditConflict).
 */
export function useInvoiceGroupLive(
  invoiceGroupId: string,
  reload: () => unknown,
): { flag: string | null; dismiss: () => void } {
  const [flag, setFlag] = useState<string | null>(null);
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });
  useSubscription(changes, {
    variables: { invoiceGroupId },
    skip: invoiceGroupId === '',
    onData: ({ data }) => {
      const change = data.data?.invoiceGroupChanged;
      if (!change) return;
      const live: LiveChange = { ...change, authorName: change.authorName ?? null };
      recordChange(invoiceGroupId, live);
      if (!live.byViewer) setFlag(updatedByText(live));
      void reloadRef.current();
    },
  });
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setFlag(null), FLAG_MS);
    return () => clearTimeout(timer);
  }, [flag]);
  return { flag, dismiss: () => setFlag(null) };
}

/** "Updated by …", briefly, after someone else changed the group's invoices. */
export function LiveUpdateFlag({ flag, dismiss }: { flag: string | null; dismiss: () => void }) {
  if (!flag) return null;
  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      icon={<IconRefresh size={16} aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={dismiss}
      data-testid="live-update-flag"
    >
      {flag}
    </Alert>
  );
}
