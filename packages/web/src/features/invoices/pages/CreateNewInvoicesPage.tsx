import { InvoiceEditorScreen } from '../editor/InvoiceEditorScreen';

/** /invoices/CreateNewInvoices/{invoiceGroupID} (invoicing §2.2). */
export function CreateNewInvoicesPage() {
  return <InvoiceEditorScreen mode="create" />;
}

export default CreateNewInvoicesPage;
