import type { GatewayModule } from '../gatewayModule.js';
import { createInvoicesHubLoaders, type InvoicesHubLoaders } from './providers/loaders.js';
import { InvoiceGroup } from './resolvers/InvoiceGroup.js';
import { InvoiceTemplate } from './resolvers/InvoiceTemplate.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SaleGroup } from './resolvers/SaleGroup.js';
import { Session } from './resolvers/Session.js';

/** Invoice groups: Uninvoiced Sessions, Existing Invoices, templates to pick, invoice-group creation. */
export const invoiceGroupsModule: GatewayModule<InvoicesHubLoaders> = {
  name: 'invoiceGroups',
  resolvers: { Query, Mutation, Session, SaleGroup, InvoiceGroup, InvoiceTemplate },
  guards: {
    Query: {
      uninvoicedSaleGroups: { access: 'invoices' },
      invoiceGroups: { access: 'invoices' },
      invoiceTemplates: { access: 'invoices' },
    },
    Mutation: {
      createInvoiceGroup: { access: 'invoices' },
      retryInvoiceCreation: { access: 'invoices' },
      deleteUncreatedInvoiceGroup: { access: 'invoices' },
    },
  },
  loaders: (context) => createInvoicesHubLoaders(context.house),
};
