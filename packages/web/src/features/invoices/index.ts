/** The invoices area (invoicing §2): the hub, create/edit, group details, preview, send and auto-charge. */
import type { AppFeature } from '../../app/feature';
import { invoicesRoutes } from './routes';

export const invoicesFeature: AppFeature = {
  name: 'invoices',
  routes: invoicesRoutes,
  typePolicies: {
    // A group's session list is always fetched whole: the newest answer replaces the old one.
    SaleGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
    InvoiceGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
    // An editor's id carries its shown invoice ids ("12" or "12:5,9").
    InvoiceGroupEditor: { keyFields: ['id'], fields: { sessions: { merge: false } } },
    InvoiceGroupDetails: {
      keyFields: ['id'],
      fields: { sessions: { merge: false }, csvRows: { merge: false } },
    },
    Invoice: { keyFields: ['id'] },
    InvoiceLine: { keyFields: ['id'] },
    PaymentMethod: { keyFields: ['id'] },
    InvoicePage: { merge: true },
    InvoiceTotals: { merge: true },
    ChargeAmounts: { merge: true },
    AdditionalCharges: { merge: true },
  },
};
