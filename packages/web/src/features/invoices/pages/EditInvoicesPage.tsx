import { InvoiceEditorScreen } from '../editor/InvoiceEditorScreen';

/** /invoices/EditInvoices/{invoiceGroupID}?id=… (invoicing §2.2). */
export function EditInvoicesPage() {
  return <InvoiceEditorScreen mode="edit" />;
}

export default EditInvoicesPage;
