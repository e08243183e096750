import type { GatewayModule } from '../gatewayModule.js';
import { createInvoicesLoaders, type InvoicesLoaders } from './providers/loaders.js';
import { ContactBuyersPayload } from './resolvers/ContactBuyersPayload.js';
import { Invoice } from './resolvers/Invoice.js';
import { InvoiceChangePayload } from './resolvers/InvoiceChangePayload.js';
import { InvoiceGroupEditor } from './resolvers/InvoiceGroupEditor.js';
import { InvoiceLine } from './resolvers/InvoiceLine.js';
import { Mutation } from './resolvers/Mutation.js';
import { PaymentMethod } from './resolvers/PaymentMethod.js';
import { Query } from './resolvers/Query.js';
import { Subscription } from './resolvers/Subscription.js';

/**
 * Invoices: one invoice and its lines on the Create New Invoices / Edit Invoices screen (invoicing
 * §2.2) with their mutations (charges, statuses, notes, contacting buyers), the lines' shipping
 * status, and the Sent Invoices screen (invoicing §2.5). Its providers and loaders also serve the
 * invoiceGroups module's group details.
 */
export const invoicesModule: GatewayModule<InvoicesLoaders> = {
  name: 'invoices',
  resolvers: {
    Query,
    Mutation,
    Subscription,
    InvoiceGroupEditor,
    Invoice,
    InvoiceLine,
    PaymentMethod,
    InvoiceChangePayload,
    ContactBuyersPayload,
  },
  guards: {
    Query: { invoiceGroupEditor: { access: 'invoices' }, sentInvoices: { access: 'invoices' } },
    Mutation: {
      setCostPerLot: { access: 'invoices' },
      saveInvoiceCharges: { access: 'invoices' },
      setInvoiceLinesHidden: { access: 'invoices' },
      saveInvoiceNote: { access: 'invoices' },
      contactBuyers: { access: 'invoices' },
      markInvoicesPaid: { access: 'invoices' },
      markInvoicesNotPaid: { access: 'invoices' },
      markInvoiceLinesPaid: { access: 'invoices' },
      markInvoicesShipped: { access: 'invoices' },
      markInvoiceLinesShipped: { access: 'invoices' },
      setInvoiceDeliveryMode: { access: 'invoices' },
    },
    // The same rule as the screens' queries: who may read a group's invoices may watch them.
    Subscription: { invoiceGroupChanged: { access: 'invoices' } },
  },
  loaders: (context) => createInvoicesLoaders(context.rest),
};
