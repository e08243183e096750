import type { GatewayModule } from '../gatewayModule.js';
import { AutoChargeSetup } from './resolvers/AutoChargeSetup.js';
import { ChargeCardsPayload } from './resolvers/ChargeCardsPayload.js';
import { Invoice } from './resolvers/Invoice.js';
import { InvoiceGroupDetails } from './resolvers/InvoiceGroupDetails.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SendInvoicesPayload } from './resolvers/SendInvoicesPayload.js';

/**
 * Invoice preview and sending (the Sent Invoices screen is the invoices module's), charging cards,
 * auto-charge, the audit trail and the e-mail outbox.
 */
export const invoicePaymentsModule = {
  name: 'invoicePayments' as const,
  resolvers: {
    Query,
    Mutation,
    Invoice,
    InvoiceGroupDetails,
    ChargeCardsPayload,
    SendInvoicesPayload,
    AutoChargeSetup,
  },
  guards: {
    // The outbox also checks the super-user flag (in its resolver).
    Query: {
      invoicePreview: { access: 'invoices' },
      autoChargeSetup: { access: 'invoices' },
      invoiceEmailOutbox: { access: 'invoices' },
    },
    Mutation: {
      // Charging cards needs the payments flag (invoicing §6); the resolver also checks invoices.
      chargeCards: { access: 'payments' },
      sendInvoices: { access: 'invoices' },
      setAutoChargeDate: { access: 'invoices' },
    },
  },
} satisfies GatewayModule;
