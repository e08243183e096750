import type { GatewayModule } from '../gatewayModule.js';
import { createInvoiceGroupsLoaders } from './providers/loaders.js';
import { InvoiceGroup } from './resolvers/InvoiceGroup.js';
import { InvoiceGroupDetails } from './resolvers/InvoiceGroupDetails.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SaleGroup } from './resolvers/SaleGroup.js';
import { Session } from './resolvers/Session.js';

/**
 * Invoice groups: Uninvoiced Sessions, Existing Invoices, creating, retrying
 * and deleting a group, and the Invoice Group Details screen (invoicing §2.3).
 */
export const invoiceGroupsModule = {
  name: 'invoiceGroups' as const,
  resolvers: { Query, Mutation, Session, SaleGroup, InvoiceGroup, InvoiceGroupDetails },
  guards: {
    Query: {
      uninvoicedSaleGroups: { access: 'invoices' },
      invoiceGroups: { access: 'invoices' },
      invoiceGroupDetails: { access: 'invoices' },
    },
    Mutation: {
      createInvoiceGroup: { access: 'invoices' },
      retryInvoiceCreation: { access: 'invoices' },
      deleteUncreatedInvoiceGroup: { access: 'invoices' },
    },
  },
  loaders: (context) => createInvoiceGroupsLoaders(context.rest),
} satisfies GatewayModule;

// What invoice templates use of invoice groups (eslint/gatewayBoundaries.mjs).
export { invoiceTemplates } from './providers/invoiceGroupsService.js';

// Its loaders, for the modules that read or clear them (eslint/gatewayBoundaries.mjs).
export { invoiceGroupsLoadersOf } from './providers/loaders.js';
