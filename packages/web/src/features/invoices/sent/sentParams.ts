/** The sent page of some invoices (invoicing §2.5): /invoices/SentInvoices/{invoiceGroupID}/{invoiceIDList}. */
export function sentInvoicesPath(invoiceGroupId: string, invoiceIds: readonly string[]): string {
  return `/invoices/SentInvoices/${encodeURIComponent(invoiceGroupId)}/${invoiceIds.map(encodeURIComponent).join(',')}`;
}
