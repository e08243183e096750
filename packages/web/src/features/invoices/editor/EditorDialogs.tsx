import { useFragment } from '@apollo/client/react';
import { Modal } from '@mantine/core';
import {
  EditorLineFieldsFragmentDoc,
  type EditorLineFieldsFragment,
  type PaymentMethodFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { ContactBuyerModal } from '../common/dialogs/ContactBuyerModal';
import { MarkPaidModal } from '../common/dialogs/MarkPaidModal';
import { NoteModal } from '../common/dialogs/NoteModal';
import { ShippedModal } from '../common/dialogs/ShippedModal';
import { useStatusChanges } from '../common/dialogs/useStatusChanges';
import type { DialogState } from '../common/dialogParams';
import { PrintInvoicesModal } from '../common/print/PrintInvoicesModal';
import { ChargesModal } from './dialogs/ChargesModal';
import { namedIds, selectedOf, type Selection } from './selection';
import { useShownInvoiceIds } from './shownInvoiceIds';
import { useEditorInvoice } from './useEditorInvoice';

const lineFragment = toDocument(EditorLineFieldsFragmentDoc);

export interface EditorDialogsProps {
  dialog: DialogState;
  invoiceGroupId: string;
  groupTitle: string;
  /** The edit route's `?id=` list; null when the screen shows every invoice of the group. */
  editorInvoiceIds: readonly string[] | null;
  selection: Selection;
  showLiveFee: boolean;
  perLot: boolean;
  paymentMethods: readonly PaymentMethodFieldsFragment[];
  onMove: (invoiceId: string) => void;
  onClose: () => void;
}

/**
 * The ids a dialog works on: the one in the URL, the named selection, or (all, or Select All) every
 * invoice of the screen, which must be read from the server first (`null` until then). Print all
 * needs none: it reads the screen's invoices page by page itself.
 */
function useDialogIds({ dialog, invoiceGroupId, editorInvoiceIds, selection }: EditorDialogsProps) {
  const named = dialog.scope === 'selected' ? namedIds(selection) : null;
  const wholeScreen =
    dialog.scope === 'all' || (dialog.scope === 'selected' && named === null && selection.all);
  const printsAll =
    dialog.dialog === 'print' && (dialog.scope === 'all' || (selection.all && selection.except.size === 0));
  const read = useShownInvoiceIds(invoiceGroupId, editorInvoiceIds, wholeScreen && !printsAll);
  if (printsAll) return { ids: null, printsAll, error: false };
  if (wholeScreen) {
    const ids = read.ids && (dialog.scope === 'all' ? read.ids : selectedOf(selection, read.ids));
    return { ids, printsAll, error: read.error };
  }
  if (named && named.length > 0) return { ids: named, printsAll, error: false };
  return { ids: dialog.invoice ? [dialog.invoice] : [], printsAll, error: false };
}

/** The create/edit screen's modals, opened from the URL (`?dialog=…&invoice=…`). */
export function EditorDialogs(props: EditorDialogsProps) {
  const { dialog, onClose } = props;
  const { ids, printsAll, error } = useDialogIds(props);
  if (dialog.dialog === 'print' && (printsAll || ids))
    return (
      <PrintInvoicesModal
        invoiceGroupId={props.invoiceGroupId}
        groupTitle={props.groupTitle}
        invoiceIds={printsAll ? props.editorInvoiceIds : ids}
        onClose={onClose}
      />
    );
  if (dialog.dialog === 'print')
    return (
      <Modal opened onClose={onClose} title="Print Invoices">
        {error ? (
          <ErrorBanner message={LOAD_FAILED_MESSAGE} />
        ) : (
          <ListSkeleton rows={1} label="Reading the invoices" />
        )}
      </Modal>
    );
  if (dialog.dialog === 'charges') {
    if (ids && ids.length === 0) return null;
    return (
      <ChargesModal
        invoiceGroupId={props.invoiceGroupId}
        queue={ids}
        queueError={error}
        currentId={dialog.invoice}
        showLiveFee={props.showLiveFee}
        perLot={props.perLot}
        onMove={props.onMove}
        onClose={onClose}
      />
    );
  }
  return <SingleInvoiceDialog {...props} />;
}

/** A line of the screen from the cache (the line menu's Mark as paid names its lot). */
function useCachedLine(lineId: string | null): EditorLineFieldsFragment | undefined {
  const cached = useFragment({
    fragment: lineFragment,
    fragmentName: 'EditorLineFields',
    from: { __typename: 'InvoiceLine', id: lineId ?? '' },
  });
  return lineId && cached.complete ? (cached.data as EditorLineFieldsFragment) : undefined;
}

function SingleInvoiceDialog({ dialog, invoiceGroupId, paymentMethods, onClose }: EditorDialogsProps) {
  const { invoice } = useEditorInvoice(invoiceGroupId, dialog.invoice);
  const cachedLine = useCachedLine(dialog.line);
  const status = useStatusChanges();
  if (!invoice) return null;
  const name = `${invoice.firstName} ${invoice.lastName}`.trim();
  const subject = `Invoice #${invoice.id} · ${name}`;
  const done = (ok: boolean) => {
    if (ok) onClose();
  };

  switch (dialog.dialog) {
    case 'note':
      return (
        <NoteModal
          invoiceIds={[invoice.id]}
          currentNote={invoice.note ?? null}
          subject={subject}
          onClose={onClose}
        />
      );
    case 'contact':
      return (
        <ContactBuyerModal
          invoiceIds={[invoice.id]}
          recipients={`${name} (${invoice.email})`}
          onClose={onClose}
        />
      );
    case 'markPaid': {
      // A line's mark stays a line's mark even when the line is not in the cache (a reload).
      const lineId = dialog.line;
      const lot = cachedLine?.id === lineId ? `Lot ${cachedLine.lotNumber}` : 'A lot';
      return (
        <MarkPaidModal
          subject={lineId ? `${lot} of invoice #${invoice.id} · ${name}` : subject}
          paymentMethods={paymentMethods}
          busy={status.busy}
          failure={status.failure}
          onClose={onClose}
          onSave={(input) =>
            void (
              lineId
                ? status.markLinePaid(invoice.id, lineId, input)
                : status.markInvoicesPaid([invoice.id], input)
            ).then(done)
          }
        />
      );
    }
    case 'delivery':
      return (
        <ShippedModal
          subject={subject}
          pickup={invoice.deliveryMode === 'PICKUP'}
          shipped={invoice.isShipped}
          busy={status.busy}
          failure={status.failure}
          onClose={onClose}
          onSave={(input) => void status.markInvoicesShipped([invoice.id], input).then(done)}
        />
      );
    default:
      return null;
  }
}
