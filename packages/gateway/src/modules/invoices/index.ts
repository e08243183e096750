import type { GatewayModule } from '../gatewayModule.js';
import { createInvoicesLoaders } from './providers/loaders.js';
import { pollingLive } from '../../moduleLive.js';
import { InvoiceGroupHub } from './live/invoiceGroupHub.js';
import { invoiceSettings } from './settings.js';
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
export const invoicesModule = {
  name: 'invoices' as const,
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
  // One poll per watched thing, however many watch it; resolvers reach the hub as context.hubs.invoices.
  live: pollingLive({
    hub: (options) => new InvoiceGroupHub(options),
    pollIntervalMs: (config) => config.invoicePollIntervalMs,
    poller: 'invoiceGroup',
    watched: (hub) => hub.watchedGroups,
  }),
  settings: invoiceSettings,
} satisfies GatewayModule;

// What the invoice groups and payments modules use of this one (eslint/gatewayBoundaries.mjs).
export type { InvoiceEditingScope, InvoiceGroupDetailsModel, InvoiceModel } from './models.js';
export { BATCH_CHARGE_INELIGIBILITIES } from './domain/batchChargeEligibility.js';
export { INVOICE_STATUS_LABELS, invoiceStatusOfLabel, type InvoiceStatus } from './domain/invoiceStatus.js';
export { asGroupWrite, publishGroupWrite } from './live/publishWrite.js';
export { groupSessions, invoiceCreationOf } from './providers/groupViews.js';
export {
  canChargeCards,
  csvRow,
  DETAILS_PAGING,
  detailsWindow,
  groupInvoiceIds,
  idPage,
  INVOICE_EDITING_ERRORS,
  invoiceConnection,
  invoiceGroupDetails,
  invoiceModels,
  loadGroupDetail,
  loadWholeGroup,
  pageItems,
  parseIdArg,
} from './providers/invoiceService.js';
export { groupIdArg, orderedIds, screenId } from './providers/invoiceSelection.js';
export { scopeOf } from './providers/scope.js';
export { orNullWhenGroupMissing, sentOfSendResult } from './providers/sentInvoices.js';

// Its loaders, for the modules that read or clear them (eslint/gatewayBoundaries.mjs).
export { invoicesLoadersOf } from './providers/loaders.js';
