import { disputePath, openDisputesPath } from '../../disputes';

/** Invoices per page of the create/edit list: each card holds a line table, so pages stay short. */
export const EDITOR_PAGE_SIZE = 20;

/** The edit route's optional `?id=` (a comma list of invoice ids); null when it names none. */
export function parseInvoiceIdList(value: string | null): string[] | null {
  if (!value) return null;
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return ids.length > 0 ? ids : null;
}

/** The screens' routes for one group. */
export function invoiceScreenLinks(groupId: string) {
  const group = encodeURIComponent(groupId);
  return {
    details: `/invoices/InvoiceGroupDetails/${group}`,
    edit: (invoiceIds?: readonly string[]) =>
      invoiceIds && invoiceIds.length > 0
        ? `/invoices/EditInvoices/${group}?id=${invoiceIds.map(encodeURIComponent).join(',')}`
        : `/invoices/EditInvoices/${group}`,
    preview: (invoiceIds: readonly string[]) =>
      `/invoices/InvoiceGroupPreview/${group}/invoice/${invoiceIds.map(encodeURIComponent).join(',')}`,
  };
}

/** The disputes feature's routes (sales §2 Disputes and feedback): a line's dispute and Open New File. */
export const disputeUrl = (disputeRef: string) => disputePath(disputeRef);
export const fileDisputeUrl = (lotRef: string) => openDisputesPath([lotRef]);
