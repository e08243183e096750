import type { PaymentMethodFieldsFragment } from '../../../__generated__/graphql';
import { ContactBuyerModal } from '../common/dialogs/ContactBuyerModal';
import { MarkPaidModal } from '../common/dialogs/MarkPaidModal';
import { NoteModal } from '../common/dialogs/NoteModal';
import { ShippedModal } from '../common/dialogs/ShippedModal';
import { useStatusChanges } from '../common/dialogs/useStatusChanges';
import type { DialogState } from '../common/dialogParams';
import { PrintInvoicesModal } from '../common/print/PrintInvoicesModal';
import { ChargesModal } from './dialogs/ChargesModal';
import { useEditorInvoice } from './useEditorInvoice';

export interface EditorDialogsProps {
  dialog: DialogState;
  invoiceGroupId: string;
  groupTitle: string;
  /** Every invoice of the screen and the selected ones, in screen order. */
  allIds: readonly string[];
  selectedIds: readonly string[];
  showLiveFee: boolean;
  perLot: boolean;
  paymentMethods: readonly PaymentMethodFieldsFragment[];
  onMove: (invoiceId: string) => void;
  onClose: () => void;
}

/** The ids a dialog works on: all, the selection, or the one in the URL. */
function idsOf(dialog: DialogState, all: readonly string[], selected: readonly string[]): string[] {
  if (dialog.scope === 'all') return [...all];
  if (dialog.scope === 'selected' && selected.length > 0) return [...selected];
  return dialog.invoice ? [dialog.invoice] : [];
}

/** The create/edit screen's modals, opened from the URL (`?dialog=…&invoice=…`). */
export function EditorDialogs(props: EditorDialogsProps) {
  const { dialog, onClose } = props;
  const ids = idsOf(dialog, props.allIds, props.selectedIds);
  if (dialog.dialog === 'print')
    return (
      <PrintInvoicesModal
        invoiceGroupId={props.invoiceGroupId}
        groupTitle={props.groupTitle}
        invoiceIds={ids}
        onClose={onClose}
      />
    );
  if (dialog.dialog === 'charges') {
    const current = dialog.invoice && ids.includes(dialog.invoice) ? dialog.invoice : ids[0];
    if (!current) return null;
    return (
      <ChargesModal
        invoiceGroupId={props.invoiceGroupId}
        queue={ids}
        currentId={current}
        showLiveFee={props.showLiveFee}
        perLot={props.perLot}
        onMove={props.onMove}
        onClose={onClose}
      />
    );
  }
  return <SingleInvoiceDialog {...props} />;
}

function SingleInvoiceDialog({ dialog, invoiceGroupId, paymentMethods, onClose }: EditorDialogsProps) {
  const { invoice } = useEditorInvoice(invoiceGroupId, dialog.invoice);
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
      const line = dialog.line ? invoice.lines.find((l) => l.id === dialog.line) : undefined;
      return (
        <MarkPaidModal
          subject={line ? `Lot ${line.lotNumber} of invoice #${invoice.id} · ${name}` : subject}
          paymentMethods={paymentMethods}
          busy={status.busy}
          failure={status.failure}
          onClose={onClose}
          onSave={(input) =>
            void (
              line
                ? status.markLinePaid(invoice.id, line.id, input)
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
