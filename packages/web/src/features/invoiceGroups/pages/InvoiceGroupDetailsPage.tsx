import { GroupDetailsScreen } from '../groupDetails/GroupDetailsScreen';

/** /invoices/InvoiceGroupDetails/{invoiceGroupID} (invoicing §2.3). */
export function InvoiceGroupDetailsPage() {
  return <GroupDetailsScreen />;
}

export default InvoiceGroupDetailsPage;
