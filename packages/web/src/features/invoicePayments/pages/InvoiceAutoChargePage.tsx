import { AutoChargeScreen } from '../autoCharge/AutoChargeScreen';

/** /invoices/InvoiceAutoCharge/{invoiceGroupID}/invoice/{invoiceIDList} (invoicing §2.6). */
export function InvoiceAutoChargePage() {
  return <AutoChargeScreen />;
}

export default InvoiceAutoChargePage;
