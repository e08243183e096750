import type {
  DetailsInvoiceFieldsFragment,
  PaymentMethodFieldsFragment,
} from '../../../__generated__/graphql';
import {
  ContactBuyerModal,
  type DialogState,
  MarkPaidModal,
  NoteModal,
  PrintInvoicesModal,
  ShippedModal,
  useStatusChanges,
} from '../../invoices';

export interface DetailsDialogsProps {
  dialog: DialogState;
  invoiceGroupId: string;
  groupTitle: string;
  rows: readonly DetailsInvoiceFieldsFragment[];
  selectedIds: readonly string[];
  paymentMethods: readonly PaymentMethodFieldsFragment[];
  onClose: () => void;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Group details' modals (invoicing §2.3), opened from the URL. */
export function DetailsDialogs({
  dialog,
  invoiceGroupId,
  groupTitle,
  rows,
  selectedIds,
  paymentMethods,
  onClose,
}: DetailsDialogsProps) {
  const status = useStatusChanges();
  const row = dialog.invoice ? rows.find((r) => r.id === dialog.invoice) : undefined;
  const done = (ok: boolean) => {
    if (ok) onClose();
  };

  switch (dialog.dialog) {
    case 'print':
      return (
        <PrintInvoicesModal
          invoiceGroupId={invoiceGroupId}
          groupTitle={groupTitle}
          invoiceIds={dialog.scope === 'selected' ? selectedIds : null}
          onClose={onClose}
        />
      );
    case 'bulkNote':
      return selectedIds.length > 0 ? (
        <NoteModal
          invoiceIds={selectedIds}
          currentNote={null}
          subject={plural(selectedIds.length, 'invoice', 'invoices')}
          onClose={onClose}
        />
      ) : null;
    case 'bulkContact':
      return selectedIds.length > 0 ? (
        <ContactBuyerModal
          invoiceIds={selectedIds}
          recipients={plural(selectedIds.length, 'buyer', 'buyers')}
          onClose={onClose}
        />
      ) : null;
    default:
      break;
  }
  if (!row) return null;
  const name = `${row.firstName} ${row.lastName}`.trim();
  const subject = `Invoice #${row.id} · ${name}`;
  switch (dialog.dialog) {
    case 'note':
      return (
        <NoteModal invoiceIds={[row.id]} currentNote={row.note ?? null} subject={subject} onClose={onClose} />
      );
    case 'contact':
      return (
        <ContactBuyerModal invoiceIds={[row.id]} recipients={`${name} (${row.email})`} onClose={onClose} />
      );
    case 'markPaid':
      return (
        <MarkPaidModal
          subject={subject}
          paymentMethods={paymentMethods}
          busy={status.busy}
          failure={status.failure}
          onClose={onClose}
          onSave={(input) => void status.markInvoicesPaid([row.id], input).then(done)}
        />
      );
    case 'delivery':
      return (
        <ShippedModal
          subject={subject}
          pickup={row.deliveryMode === 'PICKUP'}
          shipped={row.isShipped}
          busy={status.busy}
          failure={status.failure}
          onClose={onClose}
          onSave={(input) => void status.markInvoicesShipped([row.id], input).then(done)}
        />
      );
    default:
      return null;
  }
}
