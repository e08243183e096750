import { SentInvoicesScreen } from '../sent/SentInvoicesScreen';

/** /invoices/SentInvoices/{invoiceGroupID}/{invoiceIDList} (invoicing §2.5). */
export function SentInvoicesPage() {
  return <SentInvoicesScreen />;
}

export default SentInvoicesPage;
