/**
 * Invoices: one invoice and its lines — the editor (invoicing §2.2: create and edit, charges,
 * statuses, shipping status of lines) and the sent invoices (§2.5) — and the invoice-screen pieces the
 * group details and payment screens share (status dialogs, print, creation progress, totals).
 */
import type { AppFeature } from '../../platform/feature';
import { invoicesRoutes } from './routes';

export { loadCreateNewInvoicesPage } from './routes';

export { default as invoiceTableClasses } from './common/DetailsInvoiceTable.module.css';
export { InvoiceGroupGate } from './common/InvoiceGroupGate';
export { FULL_LABEL, InvoiceStatusBadge, ShipStatusBadge } from './common/InvoiceStatusBadge';
export { SessionsPanel } from './common/SessionsPanel';
export { detailsTotalItems, TotalsStrip } from './common/TotalsStrip';
export { INVOICE_CREATION_TEXTS, InvoiceCreationStatus } from './common/creation/InvoiceCreationStatus';
export { creationAnswer, useInvoiceCreationView } from './common/creation/useInvoiceCreationView';
export { type DialogState, INVOICE_DIALOGS, withoutDialog } from './common/dialogParams';
export { ContactBuyerModal } from './common/dialogs/ContactBuyerModal';
export { MarkPaidModal } from './common/dialogs/MarkPaidModal';
export { NoteModal } from './common/dialogs/NoteModal';
export { ShippedModal } from './common/dialogs/ShippedModal';
export { useStatusChanges } from './common/dialogs/useStatusChanges';
export {
  changeVariables,
  type InvoiceChangeScope,
  InvoiceChangeScopeProvider,
} from './common/invoiceChangeContext';
export { LiveUpdateFlag, useInvoiceGroupLive } from './common/live/InvoiceGroupLive';
export { previewAndSendTarget } from './common/invoicePreviewAndSend';
export {
  AUTO_CHARGE_SOURCE_KEY,
  type AutoChargeSource,
  readAutoChargeSource,
  writePreviewSession,
} from './common/invoicePreviewSession';
export { PrintInvoicesModal } from './common/print/PrintInvoicesModal';
export { parseRouteInvoiceIds } from './common/routeInvoiceIds';
export { shippedActionLabel } from './common/shippedAction';
export { invoiceScreenLinks } from './editor/editorParams';
export { RESTRICTED_ITEM_NOTE } from './editor/restricted';
export { sentInvoicesPath } from './sent/sentParams';

export const invoicesFeature: AppFeature = {
  name: 'invoices',
  routes: invoicesRoutes,
  typePolicies: {
    // An editor's id carries its shown invoice ids ("12" or "12:5,9").
    InvoiceGroupEditor: { keyFields: ['id'], fields: { sessions: { merge: false } } },
    Invoice: { keyFields: ['id'] },
    InvoiceLine: { keyFields: ['id'] },
    InvoicePage: { merge: true },
    InvoiceTotals: { merge: true },
    ChargeAmounts: { merge: true },
    AdditionalCharges: { merge: true },
  },
};
