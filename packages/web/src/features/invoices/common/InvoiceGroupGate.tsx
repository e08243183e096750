import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { InvoiceGroupUnavailable } from './creation/InvoiceCreationStatus';
import type { InvoiceCreationView } from './creation/useInvoiceCreationView';
import { isNotFound } from '../../../ui/mutationErrors';

/** Why a screen of the group itself (details, editor) has nothing to show: the group's creation. */
type GroupUnavailable = { invoiceGroupId: string; creation: InvoiceCreationView | null };

/**
 * Why a screen of some of the group's invoices (preview, auto-charge, sent) has nothing to show: a
 * load failure, or an empty answer (the link's invoices are not in the group, or not any more).
 */
type InvoicesUnavailable = {
  error: unknown;
  empty: { title: string; description: string; icon?: ReactNode };
};

/**
 * The gate in front of every invoice-group screen (invoicing §2.2 to §2.6): the screen's header with a
 * skeleton while its first answer loads, then the header with the reason there is nothing to show.
 * A screen renders it in place of its content whenever that content is missing:
 * `if (!details) return <InvoiceGroupGate … />`.
 */
export function InvoiceGroupGate({
  header,
  loading,
  loadingLabel,
  skeletonRows,
  onRetry,
  unavailable,
}: {
  header: ReactNode;
  /** The query is still on its way and there is no answer to show yet. */
  loading: boolean;
  loadingLabel: string;
  skeletonRows: number;
  onRetry: () => void;
  unavailable: GroupUnavailable | InvoicesUnavailable;
}) {
  return (
    <>
      {header}
      {loading ? (
        <ListSkeleton rows={skeletonRows} label={loadingLabel} />
      ) : (
        <Unavailable unavailable={unavailable} onRetry={onRetry} />
      )}
    </>
  );
}

function Unavailable({
  unavailable,
  onRetry,
}: {
  unavailable: GroupUnavailable | InvoicesUnavailable;
  onRetry: () => void;
}) {
  if ('creation' in unavailable)
    return (
      <InvoiceGroupUnavailable
        invoiceGroupId={unavailable.invoiceGroupId}
        creation={unavailable.creation}
        onRetry={onRetry}
      />
    );
  const { error, empty } = unavailable;
  if (error && !isNotFound(error)) return <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={onRetry} />;
  return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
}
