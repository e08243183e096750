import { InvoicePreviewScreen } from '../invoicePreview/InvoicePreviewScreen';

/** /invoices/InvoiceGroupPreview/{invoiceGroupID}/invoice/{invoiceIDList} (invoicing §2.4). */
export function InvoiceGroupPreviewPage() {
  return <InvoicePreviewScreen />;
}

export default InvoiceGroupPreviewPage;
